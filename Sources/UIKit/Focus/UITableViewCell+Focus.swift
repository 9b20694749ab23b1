/// Table cells as focus items (`FocusListCell`): focusable when the table allows focus and
/// its delegate agrees, selecting their row with the keyboard's select press.
extension UITableViewCell: FocusListCell {
    typealias List = UITableView
}
