import Foundation

extension UITableView {
    func _register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            registeredCellClasses[identifier] = nil
            return
        }
        registeredCellNibs[identifier] = nil
        guard let cellType = cellClass as? UITableViewCell.Type else {
            preconditionFailure("UITableView.register(_:forCellReuseIdentifier:): \(cellClass) is not a subclass of UITableViewCell")
        }
        registeredCellClasses[identifier] = cellType
    }

    func _dequeueReusableCell(withIdentifier identifier: String, sizedFor indexPath: IndexPath?) -> UITableViewCell? {
        let cell: UITableViewCell
        if let reconfiguring = reconfiguringCell, reconfiguring.reuseIdentifier == identifier {
            // UIKit: reconfigureRows hands back the cell on screen, unprepared.
            reconfiguringCell = nil
            return reconfiguring
        }
        if var queue = reuseQueues[identifier], let queued = queue.popLast() {
            reuseQueues[identifier] = queue
            cell = queued
            cell.prepareForReuse()
        } else if let cellType = registeredCellClasses[identifier] {
            cell = TableViewCellFactory.make(cellType, style: .default, reuseIdentifier: identifier)
        } else if let nib = registeredCellNibs[identifier] {
            cell = makeCell(from: nib, reuseIdentifier: identifier)
        } else {
            return nil
        }
        if let indexPath, loadedRowModel.contains(indexPath) {
            cell.frame = _rectForRow(at: indexPath)
        }
        return cell
    }

    func _dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = _dequeueReusableCell(withIdentifier: identifier, sizedFor: indexPath) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return cell
    }

    /// Takes a cell off screen and queues it for reuse (cells without an identifier are dropped).
    func retire(_ cell: UITableViewCell, from indexPath: IndexPath) {
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        if let identifier = cell.reuseIdentifier {
            reuseQueues[identifier, default: []].append(cell)
        }
    }
}
