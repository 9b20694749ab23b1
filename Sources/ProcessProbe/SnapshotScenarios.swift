import UIKit

/// Bad input to NSDiffableDataSourceSnapshot: sections "a" and "b", items 1, 2 in "a", 3 in "b".
@MainActor
func runSnapshotScenario(_ name: String) {
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["a", "b"])
    switch name {
    case "section-append-duplicates":
        outline.append(["c", "a", "c"], to: "b")
        print("returned normally")
        return
    case "section-append-to-unknown-parent":
        outline.append(["c"], to: "zz")
        print("returned normally")
        return
    default:
        break
    }
    if name == "append-items-without-sections" {
        snapshot.appendItems([1])
        return
    }
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2], toSection: "a")
    snapshot.appendItems([3], toSection: "b")
    switch name {
    case "append-duplicate-items": snapshot.appendItems([4, 5, 4, 1])
    case "insert-duplicate-items": snapshot.insertItems([3], beforeItem: 1)
    case "append-duplicate-sections": snapshot.appendSections(["c", "a", "c"])
    case "append-to-unknown-section": snapshot.appendItems([4], toSection: "zz")
    case "insert-before-unknown-item": snapshot.insertItems([4], beforeItem: 99)
    case "move-unknown-item": snapshot.moveItem(99, afterItem: 1)
    case "move-item-relative-to-itself": snapshot.moveItem(1, beforeItem: 1)
    case "move-unknown-section": snapshot.moveSection("zz", beforeSection: "a")
    case "insert-section-after-unknown": snapshot.insertSections(["c"], afterSection: "zz")
    case "reload-unknown-items": snapshot.reloadItems([1, 98, 99])
    case "reconfigure-unknown-items": snapshot.reconfigureItems([97])
    case "reload-unknown-section": snapshot.reloadSections(["zz"])
    case "items-in-unknown-section": _ = snapshot.itemIdentifiers(inSection: "zz")
    default:
        print("unknown snapshot scenario \(name)")
        exit(2)
    }
    print("returned normally")
}
