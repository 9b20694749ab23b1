import UIKit

/// iOS drag and drop code as apps write it (Swift 6 mode): a list whose rows drag as text and
/// reorder, and a view that takes dropped text or images.
final class ShoppingListController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    var items = ["Apples", "Bread", "Cheese"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        tableView.dragInteractionEnabled = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let provider = NSItemProvider(object: items[indexPath.row] as NSString)
        let item = UIDragItem(itemProvider: provider)
        item.localObject = items[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(row: items.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                let moved = items.remove(at: source.row)
                items.insert(moved, at: destination.row)
                tableView.moveRow(at: source, to: destination)
                coordinator.drop(item.dragItem, toRowAt: destination)
            }
        }
        coordinator.session.loadObjects(ofClass: NSString.self) { objects in
            let strings = objects as! [String]
            _ = strings
        }
    }
}

final class DropWell: UIView, UIDropInteractionDelegate, UIDragInteractionDelegate {
    private(set) var text: String?
    private(set) var image: UIImage?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addInteraction(UIDropInteraction(delegate: self))
        let drag = UIDragInteraction(delegate: self)
        drag.isEnabled = true
        addInteraction(drag)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let text else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: UIImage.self) || session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        if let provider = session.items.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) {
            provider.loadObject(ofClass: UIImage.self) { [weak self] object, _ in
                guard let image = object as? UIImage else { return }
                DispatchQueue.main.async { self?.image = image }
            }
        }
        _ = session.loadObjects(ofClass: String.self) { strings in
            self.text = strings.first
        }
    }
}
