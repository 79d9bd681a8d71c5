import Foundation
import StrutAutoLayout

// MARK: Scroll views and tables

/// UIKit's `UIScrollView`: `ScrollView` (headless: the offset moves when you set it). Its
/// nested `ContentInsetAdjustmentBehavior` has UIKit's name and cases already
/// (`UIScrollView.ContentInsetAdjustmentBehavior.never`).
public typealias UIScrollView = ScrollView
/// UIKit's `UITableViewHeaderFooterView`: `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's `UITableViewDataSource`: `TableViewDataSource`.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate` (its layout methods): `TableViewDelegate`.
public typealias UITableViewDelegate = TableViewDelegate

extension TableViewCell {
    /// UIKit's `UITableViewCell.SeparatorStyle` (the type of `UITableView.separatorStyle`):
    /// Strut nests it in `TableView`, whose property it is.
    public typealias SeparatorStyle = TableView.SeparatorStyle
}
