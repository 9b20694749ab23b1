// Swift 4 spellings that Apple's SDK still declares, unavailable and renamed: code written
// with them stops with "'UITableViewCellStyle' has been renamed to ..." and a fix-it, as it does with Xcode.

@available(*, unavailable, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

@available(*, unavailable, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

@available(*, unavailable, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation

@available(*, unavailable, renamed: "UITableView.automaticDimension")
@MainActor public var UITableViewAutomaticDimension: CGFloat { UITableView.automaticDimension }

@available(*, unavailable, renamed: "UITableView.indexSearch")
@MainActor public var UITableViewIndexSearch: String { UITableView.indexSearch }

@available(*, unavailable, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

@available(*, unavailable, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle

@available(*, unavailable, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

@available(*, unavailable, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle

@available(*, unavailable, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle

@available(*, unavailable, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style
