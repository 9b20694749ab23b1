import Foundation

extension UIViewController {
    /// The item `editButtonItem` returns, made on first use.
    var _editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        editButtonItemStorage = item
        _updateEditButtonItem()
        return item
    }

    /// UIKit: the edit button's title and style follow `isEditing`.
    func _updateEditButtonItem() {
        guard let item = editButtonItemStorage else { return }
        let title = isEditing ? "Done" : "Edit"
        if item.title != title { item.title = title }
        let style: UIBarButtonItem.Style = isEditing ? .done : .plain
        if item.style != style { item.style = style }
    }
}
