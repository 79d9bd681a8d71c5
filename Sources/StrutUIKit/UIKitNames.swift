import Foundation
import StrutAutoLayout
import StrutGeometry
import StrutText

// MARK: Views and windows

/// UIKit's `UIView`: ``StrutAutoLayout/View``.
public typealias UIView = View
/// UIKit's `UIWindow`: ``StrutAutoLayout/Window``.
public typealias UIWindow = Window
/// UIKit's `UILabel`: ``StrutAutoLayout/Label``.
public typealias UILabel = Label
/// UIKit's `UIImageView`: ``StrutAutoLayout/ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: ``StrutAutoLayout/Image`` (a name and a size).
public typealias UIImage = Image
/// UIKit's `UIStackView`: ``StrutAutoLayout/StackView``.
public typealias UIStackView = StackView
/// UIKit's `UITableView`: ``StrutAutoLayout/TableView``.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: ``StrutAutoLayout/TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UIButton`: ``StrutAutoLayout/Button``.
public typealias UIButton = Button
/// UIKit's `UISwitch`: ``StrutAutoLayout/Switch``.
public typealias UISwitch = Switch
/// UIKit's `UISlider`: ``StrutAutoLayout/Slider``.
public typealias UISlider = Slider
/// UIKit's `UIActivityIndicatorView`: ``StrutAutoLayout/ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UITextField`: ``StrutAutoLayout/TextField``.
public typealias UITextField = TextField
/// UIKit's `UITextView`: ``StrutAutoLayout/TextView``.
public typealias UITextView = TextView
/// UIKit's `UIColor`: ``StrutAutoLayout/Color``.
public typealias UIColor = Color

// MARK: Controllers and traits

/// UIKit's `UIViewController`: ``StrutAutoLayout/ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UITraitCollection`: ``StrutAutoLayout/TraitCollection``.
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

/// UIKit's `NSLayoutConstraint`: ``StrutAutoLayout/LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutGuide`: ``StrutAutoLayout/LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `UILayoutPriority`: ``StrutAutoLayout/LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `NSLayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIEdgeInsets`: ``StrutGeometry/EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: ``StrutGeometry/DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

// MARK: Text

/// UIKit's `UIFont`: ``StrutText/Font``.
public typealias UIFont = Font
/// UIKit's `UIFontMetrics`: ``StrutText/FontMetrics``.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `NSLineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `NSTextAlignment`.
public typealias NSTextAlignment = TextAlignment
