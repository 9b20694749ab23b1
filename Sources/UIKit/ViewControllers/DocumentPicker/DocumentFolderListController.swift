import Foundation

/// One folder in the document picker: its entries (folders first, then files, by name),
/// Cancel at the leading end of the bar; Open (several files) or the export button at the
/// trailing end.
@MainActor
final class DocumentFolderListController: UIViewController {
    private weak var picker: UIDocumentPickerViewController?
    let folder: URL
    private(set) var entries: [URL] = []
    private(set) var selected: Set<URL> = []
    let list = SystemListView()

    init(picker: UIDocumentPickerViewController, folder: URL) {
        self.picker = picker
        self.folder = folder
        super.init(nibName: nil, bundle: nil)
        title = folder.path == "/" ? "/" : folder.lastPathComponent
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?._cancel()
        })
        navigationItem.leftItemsSupplementBackButton = true
    }

    required init?(coder: NSCoder) {
        folder = URL(fileURLWithPath: "/")
        super.init(coder: coder)
    }

    override func loadView() {
        view = list
        // The list's table is the content the navigation bar sits over: its first row rests
        // below the bar (not under it, where a tap would reach the bar).
        setContentScrollView(list.tableView)
        list.onSelect = { [weak self] index in self?.choose(index) }
        reload()
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    func reload() {
        guard let picker else { return }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let urls = names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
        let folders = urls.filter(Self.isDirectory)
        let files = urls.filter { !Self.isDirectory($0) }
        let byName: (URL, URL) -> Bool = { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
        // UIKit: an export picks a folder, so its files are shown but cannot be chosen.
        entries = folders.sorted(by: byName) + files.sorted(by: byName)
        updateBarButton()
        guard isViewLoaded else { return }
        list.rows = entries.map { url in
            let isFolder = Self.isDirectory(url)
            let name = isFolder || picker.shouldShowFileExtensions ? url.lastPathComponent
                : (url.lastPathComponent as NSString).deletingPathExtension
            let enabled = isFolder || (!picker.isExporting && picker.canPick(url))
            return SystemListView.Row(title: name.isEmpty ? url.lastPathComponent : name, isEnabled: enabled,
                                      accessoryType: isFolder ? .disclosureIndicator : selected.contains(url) ? .checkmark : .none)
        }
    }

    private func updateBarButton() {
        guard let picker else { return }
        if picker.isExporting {
            // Ours: "Move" for a move, "Save" for a copy.
            let title = picker.documentPickerMode == .moveToService ? "Move" : "Save"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: title, primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.picker?._export(to: self.folder)
            })
        } else if picker.allowsMultipleSelection {
            let open = UIBarButtonItem(title: "Open", primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.picker?._pick(self.entries.filter { self.selected.contains($0) })
            })
            open.isEnabled = !selected.isEmpty
            navigationItem.rightBarButtonItem = open
        } else {
            navigationItem.rightBarButtonItem = nil
        }
    }

    private func choose(_ index: Int) {
        guard let picker, entries.indices.contains(index) else { return }
        let url = entries[index]
        if Self.isDirectory(url) {
            picker.openFolder(url)
        } else if picker.allowsMultipleSelection {
            if selected.remove(url) == nil { selected.insert(url) }
            reload()
        } else {
            picker._pick([url])
        }
    }
}
