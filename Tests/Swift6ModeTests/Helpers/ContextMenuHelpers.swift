import UIKit

/// iOS context menu code as apps write it (Swift 6 mode): a table controller whose rows offer
/// Share and Delete, and a view controller with a context menu on a card.
final class InboxController: UITableViewController {
    var messages = ["Hello", "Lunch?", "Invoice"]
    var shown: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { [weak self] _ in
            let share = UIAction(title: "Share") { _ in }
            let delete = UIAction(title: "Delete", attributes: .destructive) { _ in
                self?.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            return UIMenu(title: "", children: [share, delete])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        shown.append("\((configuration.identifier as? NSIndexPath)?.row ?? -1)")
    }
}

final class CardController: UIViewController, UIContextMenuInteractionDelegate {
    let card = UIView()
    var lastLocation = CGPoint.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        card.frame = CGRect(x: 20, y: 20, width: 200, height: 120)
        view.addSubview(card)
        card.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        lastLocation = location
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
            UIMenu(title: "", children: suggestedActions + [UIAction(title: "Pin") { _ in }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: NSCopying) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.backgroundColor = .clear
        parameters.visiblePath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12)
        return UITargetedPreview(view: card, parameters: parameters)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        animator?.addCompletion { [weak self] in self?.card.alpha = 1 }
    }
}
