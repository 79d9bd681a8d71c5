import Foundation
import StrutAutoLayout
import StrutGeometry
import StrutText

// MARK: Views and windows

/// UIKit's `UIView`: `View`.
public typealias UIView = View
/// UIKit's `UIWindow`: `Window`.
public typealias UIWindow = Window
/// UIKit's `UILabel`: `Label`.
public typealias UILabel = Label
/// UIKit's `UIImageView`: `ImageView`.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: `Image` (a name and a size).
public typealias UIImage = Image
/// UIKit's `UIStackView`: `StackView`.
public typealias UIStackView = StackView
/// UIKit's `UITableView`: `TableView`.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: `TableViewCell`.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UIButton`: `Button`.
public typealias UIButton = Button
/// UIKit's `UISwitch`: `Switch`.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: `Slider`.
public typealias UISlider = Slider
/// UIKit's `UIActivityIndicatorView`: `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UITextField`: `TextField`.
public typealias UITextField = TextField
/// UIKit's `UITextView`: `TextView`.
public typealias UITextView = TextView
/// UIKit's `UIColor`: `Color`.
public typealias UIColor = Color

// MARK: Controllers and traits

/// UIKit's `UIViewController`: `ViewController`.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`: `NavigationController`.
public typealias UINavigationController = NavigationController
/// UIKit's `UINavigationBar`: `NavigationBar`.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UITabBarController`: `TabBarController`.
public typealias UITabBarController = TabBarController
/// UIKit's `UITabBar`: `TabBar`.
public typealias UITabBar = TabBar
/// UIKit's `UITraitCollection`: `TraitCollection`.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIUserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
/// UIKit's `UIUserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UITraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
/// UIKit's `UIUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `UIContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory

// MARK: Constraints, anchors, guides, geometry

/// UIKit's `NSLayoutConstraint`: `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutGuide`: `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UIKeyboardLayoutGuide`: `KeyboardLayoutGuide`.
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// UIKit's `UILayoutSupport` (a controller's top and bottom layout guides): `LayoutSupportGuide`.
public typealias UILayoutSupport = LayoutSupportGuide
/// UIKit's `UILayoutPriority`: `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIEdgeInsets`: `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

// MARK: Text

/// UIKit's `UIFont`: `Font`.
public typealias UIFont = Font
/// UIKit's `UIFontMetrics`: `FontMetrics`.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment

// MARK: Transforms

#if !canImport(CoreGraphics)
    /// UIKit's `CGAffineTransform`: `ViewTransform` (only where CoreGraphics does not define it).
    public typealias CGAffineTransform = ViewTransform
#endif
