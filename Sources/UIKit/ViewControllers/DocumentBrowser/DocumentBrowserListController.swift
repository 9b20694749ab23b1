import Foundation

/// One folder in the document browser: the create row (when creation is allowed), then the
/// folder's folders and the documents the browser opens, by name (hidden files left out).
@MainActor
final class DocumentBrowserListController: UIViewController {
    private weak var browser: UIDocumentBrowserViewController?
    let folder: URL
    /// The listed folders and documents, in row order after the create row.
    private(set) var entries: [URL] = []
    private(set) var checked: Set<URL> = []
    let list = SystemListView()

    init(browser: UIDocumentBrowserViewController, folder: URL) {
        self.browser = browser
        self.folder = folder
        super.init(nibName: nil, bundle: nil)
        title = folder.standardizedFileURL == browser.documentsDirectory.standardizedFileURL ? "Documents" : folder.lastPathComponent
        navigationItem.leftItemsSupplementBackButton = true
    }

    required init?(coder: NSCoder) {
        folder = URL(fileURLWithPath: "/")
        super.init(coder: coder)
    }

    override func loadView() {
        view = list
        setContentScrollView(list.tableView)
        list.onSelect = { [weak self] index in self?.choose(index) }
        reload()
    }

    private var hasCreateRow: Bool { browser?.allowsDocumentCreation ?? false }

    func reload() {
        guard let browser else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let urls = names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
        // By the name shown (without the extension), so "Untitled" comes before "Untitled 2".
        let byName: (URL, URL) -> Bool = { lhs, rhs in
            let order = lhs.deletingPathExtension().lastPathComponent.localizedStandardCompare(rhs.deletingPathExtension().lastPathComponent)
            return order == .orderedSame
                ? lhs.lastPathComponent.localizedStandardCompare(rhs.lastPathComponent) == .orderedAscending
                : order == .orderedAscending
        }
        let folders = urls.filter(DocumentFolderListController.isDirectory).sorted(by: byName)
        let documents = urls.filter { !DocumentFolderListController.isDirectory($0) && browser.canOpen($0) }.sorted(by: byName)
        entries = folders + documents
        checked = checked.filter(entries.contains)
        updateBarButtons()
        guard isViewLoaded else { return }
        var rows: [SystemListView.Row] = []
        if hasCreateRow {
            rows.append(SystemListView.Row(title: browser.localizedCreateDocumentActionTitle, image: UIImage(systemName: "plus")))
        }
        rows += entries.map { url in
            let isFolder = DocumentFolderListController.isDirectory(url)
            let name = isFolder || browser.shouldShowFileExtensions ? url.lastPathComponent
                : (url.lastPathComponent as NSString).deletingPathExtension
            return SystemListView.Row(title: name.isEmpty ? url.lastPathComponent : name,
                                      accessoryType: isFolder ? .disclosureIndicator : checked.contains(url) ? .checkmark : .none)
        }
        list.rows = rows
    }

    /// The checked documents, in row order.
    private var checkedDocuments: [URL] { entries.filter(checked.contains) }

    private func updateBarButtons() {
        guard let browser else { return }
        navigationItem.leftBarButtonItems = browser.additionalLeadingNavigationBarButtonItems
        var trailing: [UIBarButtonItem] = []
        if browser.allowsPickingMultipleItems {
            let open = UIBarButtonItem(title: "Open", primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.browser?.pick(self.checkedDocuments)
            })
            open.isEnabled = !checked.isEmpty
            trailing.append(open)
            let selection = checkedDocuments
            for action in browser.customActions where action.availability.contains(.navigationBar) && action.applies(to: selection) {
                let handler = action.handler
                let primary = UIAction { [weak self] _ in
                    guard let self else { return }
                    handler(self.checkedDocuments)
                }
                trailing.append(action.image.map { UIBarButtonItem(image: $0, primaryAction: primary) }
                    ?? UIBarButtonItem(title: action.localizedTitle, primaryAction: primary))
                trailing.last?.accessibilityLabel = action.localizedTitle
            }
        }
        navigationItem.rightBarButtonItems = trailing + browser.additionalTrailingNavigationBarButtonItems
    }

    private func choose(_ row: Int) {
        guard let browser else { return }
        var index = row
        if hasCreateRow {
            if index == 0 {
                browser.requestDocumentCreation(in: folder)
                return
            }
            index -= 1
        }
        guard entries.indices.contains(index) else { return }
        let url = entries[index]
        if DocumentFolderListController.isDirectory(url) {
            browser.openFolder(url)
        } else if browser.allowsPickingMultipleItems {
            if checked.remove(url) == nil { checked.insert(url) }
            reload()
        } else {
            browser.pick([url])
        }
    }
}
