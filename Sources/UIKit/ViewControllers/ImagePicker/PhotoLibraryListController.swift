/// The image picker's library screen: the pictures by name, Cancel in the navigation bar.
@MainActor
final class PhotoLibraryListController: UIViewController {
    private weak var picker: UIImagePickerController?
    private var urls: [URL] = []
    let list = SystemListView()

    init(picker: UIImagePickerController) {
        self.picker = picker
        super.init(nibName: nil, bundle: nil)
        title = "Photos"
        // UIKit: the library's Cancel button is at the trailing end of the bar.
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?._cancel()
        })
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = list
        // The list's table is the content the navigation bar sits over: its first row rests
        // below the bar (not under it, where a tap would reach the bar).
        setContentScrollView(list.tableView)
        list.onSelect = { [weak self] index in
            guard let self, self.urls.indices.contains(index) else { return }
            self.picker?._pick(self.urls[index])
        }
        reload()
    }

    func reload() {
        urls = picker?.pictureURLs ?? []
        guard isViewLoaded else { return }
        list.rows = urls.map { SystemListView.Row(title: $0.lastPathComponent) }
    }
}
