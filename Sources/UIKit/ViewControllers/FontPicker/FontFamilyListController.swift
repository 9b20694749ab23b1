/// The font picker's list: each family (or face) named in its own font unless the
/// configuration asks for the system font, the selected one checked.
@MainActor
final class FontFamilyListController: UIViewController {
    weak var picker: UIFontPickerViewController?
    private(set) var entries: [UIFontPickerViewController.Entry] = []
    let list = SystemListView()

    override func loadView() {
        view = list
        // The list's table is the content the navigation bar sits over: its first row rests
        // below the bar (not under it, where a tap would reach the bar).
        setContentScrollView(list.tableView)
        list.onSelect = { [weak self] index in
            guard let self, self.entries.indices.contains(index) else { return }
            self.picker?._pick(self.entries[index])
        }
        reload()
    }

    func reload() {
        guard let picker, isViewLoaded else { return }
        entries = picker.entries
        let ownFont = !picker.configuration.displayUsingSystemFont
        let shown = entries
        list.titleFont = ownFont ? { index in
            guard shown.indices.contains(index) else { return nil }
            let entry = shown[index]
            let face = entry.face ?? UIFont.fontNames(forFamilyName: entry.family).first
            return face.flatMap { UIFont(name: $0, size: 17) }
        } : nil
        list.rows = entries.map { entry in
            SystemListView.Row(title: entry.face ?? entry.family, accessoryType: picker.isSelected(entry) ? .checkmark : .none)
        }
    }
}
