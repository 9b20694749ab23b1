import UIKit

/// Bad input to UICollectionView: a flow layout over one section of 3 items (cells under
/// "cell"); the scenario changes the data or calls an API with a bad argument.
@MainActor
func runCollectionViewScenario(_ name: String) {
    final class Source: NSObject, UICollectionViewDataSource {
        var counts = [3]
        var identifier = "cell"
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        }
    }
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    collectionView.dataSource = source
    window.addSubview(collectionView)
    collectionView.layoutIfNeeded()
    switch name {
    case "insert-without-data-change":
        collectionView.insertItems(at: [[0, 1]])
    case "delete-sections-without-data-change":
        collectionView.deleteSections([0])
    case "delete-beyond-bounds":
        source.counts = [2]
        collectionView.deleteItems(at: [[0, 5]])
    case "unregistered-identifier":
        source.identifier = "nope"
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
    case "scroll-beyond-bounds":
        collectionView.scrollToItem(at: [0, 7], at: .top, animated: false)
    case "scroll-beyond-sections":
        collectionView.scrollToItem(at: [2, 0], at: .top, animated: false)
    case "register-non-cell-class":
        collectionView.register(UIView.self, forCellWithReuseIdentifier: "view")
    case "number-of-items-beyond-sections":
        _ = collectionView.numberOfItems(inSection: 4)
    default:
        FileHandle.standardError.write(Data("unknown collection scenario \(name)\n".utf8))
        exit(2)
    }
    print("returned normally")
    withExtendedLifetime(source) {}
}
