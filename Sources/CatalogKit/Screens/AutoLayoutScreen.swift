import UIKit
import UIKitTesting

/// A card with a form, laid out with anchors and stack views only (no frames): the card is
/// at most 560 points wide and centered, the form's fields take the width that is left, and
/// the summary tiles stand in a row in a wide window and in a column in a narrow one.
@MainActor
final class AutoLayoutScreen: UIViewController, CatalogScreen {
    let screenTitle = "Auto Layout"
    var log = EventLog()
    /// The headless walk also renders the screen in these window sizes.
    let alternateWindowSizes = [CGSize(width: 720, height: 640)]

    let card = UIView()
    let form = UIStackView()
    let tiles = UIStackView()
    let detailsButton = UIButton(type: .system)
    private var detailRows: [UIView] = []
    private var lastLoggedWidth: CGFloat = -1

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        root.backgroundColor = .systemGroupedBackground
        view = root

        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 14
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)

        form.axis = .vertical
        form.spacing = 12
        form.isLayoutMarginsRelativeArrangement = true
        form.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        form.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(form)

        form.addArrangedSubview(header())
        form.setCustomSpacing(20, after: form.arrangedSubviews[0])
        for (title, value) in [("Name", "Ada Lovelace"), ("Email", "ada@example.org"), ("City", "London"), ("Notes", "Analytical Engine")] {
            let row = fieldRow(title, value)
            form.addArrangedSubview(row)
            if title == "City" || title == "Notes" { detailRows.append(row) }
        }
        form.addArrangedSubview(buttons())

        tiles.axis = .horizontal
        tiles.distribution = .fillEqually
        tiles.spacing = 12
        tiles.translatesAutoresizingMaskIntoConstraints = false
        for (number, caption, color) in [("12", "Projects", UIColor.systemBlue), ("3", "Reviews", .systemOrange), ("98%", "Uptime", .systemGreen)] {
            tiles.addArrangedSubview(tile(number, caption, color))
        }
        root.addSubview(tiles)

        let margins = root.layoutMarginsGuide
        let wide = card.widthAnchor.constraint(equalTo: margins.widthAnchor)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: margins.topAnchor, constant: 8),
            card.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
            card.widthAnchor.constraint(lessThanOrEqualTo: margins.widthAnchor),
            card.widthAnchor.constraint(lessThanOrEqualToConstant: 560),
            wide,
            form.topAnchor.constraint(equalTo: card.topAnchor),
            form.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            form.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            tiles.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 16),
            tiles.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            tiles.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The tiles reflow: a row when the card is wide enough, a column otherwise.
        let axis: NSLayoutConstraint.Axis = card.bounds.width >= 480 ? .horizontal : .vertical
        if tiles.axis != axis { tiles.axis = axis }
        if card.bounds.width != lastLoggedWidth {
            lastLoggedWidth = card.bounds.width
            log.append("card: \(describe(card.frame)), tiles: \(tiles.axis == .horizontal ? "row" : "column")")
        }
    }

    private func describe(_ rect: CGRect) -> String {
        "\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))"
    }

    // MARK: Parts

    private func header() -> UIView {
        let avatar = UIView()
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 22
        avatar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 44),
            avatar.heightAnchor.constraint(equalToConstant: 44),
        ])
        let title = UILabel()
        title.text = "Profile"
        title.font = .systemFont(ofSize: 20, weight: .bold)
        let subtitle = UILabel()
        subtitle.text = "Stack views and anchors"
        subtitle.font = .systemFont(ofSize: 14)
        subtitle.textColor = .secondaryLabel
        let titles = stack([title, subtitle]) { $0.axis = .vertical; $0.spacing = 2 }
        return stack([avatar, titles]) { $0.spacing = 12; $0.alignment = .center }
    }

    private func fieldRow(_ title: String, _ value: String) -> UIView {
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 15, weight: .medium)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.widthAnchor.constraint(equalToConstant: 64).isActive = true
        let field = UILabel()
        field.text = value
        field.font = .systemFont(ofSize: 15)
        let box = UIView()
        box.backgroundColor = .systemBackground
        box.layer.cornerRadius = 8
        box.layer.borderWidth = 1
        box.layer.borderColor = UIColor.systemGray3.cgColor
        box.translatesAutoresizingMaskIntoConstraints = false
        field.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(field)
        // Below required: a hidden row collapses to no height (its UISV-hiding constraint is
        // required, as in UIKit).
        let height = box.heightAnchor.constraint(equalToConstant: 36)
        height.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            height,
            field.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 10),
            field.trailingAnchor.constraint(lessThanOrEqualTo: box.trailingAnchor, constant: -10),
            field.centerYAnchor.constraint(equalTo: box.centerYAnchor),
        ])
        return stack([label, box]) { $0.spacing = 8; $0.alignment = .center }
    }

    private func buttons() -> UIView {
        detailsButton.setTitle("Hide details", for: .normal)
        detailsButton.addAction(UIAction { [weak self] _ in self?.toggleDetails() }, for: .primaryActionTriggered)
        let save = UIButton(type: .system)
        save.setTitle("Save", for: .normal)
        save.setTitleColor(.white, for: .normal)
        save.backgroundColor = .systemBlue
        save.layer.cornerRadius = 8
        save.addAction(UIAction { [weak self] _ in self?.log.append("save") }, for: .primaryActionTriggered)
        let row = stack([detailsButton, save]) { $0.distribution = .fillEqually; $0.spacing = 12 }
        let height = row.heightAnchor.constraint(equalToConstant: 40)
        height.priority = UILayoutPriority(999)
        height.isActive = true
        return row
    }

    private func tile(_ number: String, _ caption: String, _ color: UIColor) -> UIView {
        let value = UILabel()
        value.text = number
        value.font = .systemFont(ofSize: 24, weight: .bold)
        value.textColor = .white
        let label = UILabel()
        label.text = caption
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        return stack([value, label]) {
            $0.axis = .vertical
            $0.alignment = .center
            $0.spacing = 2
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            // UIKit (iOS 14 and later): a stack view draws its background.
            $0.backgroundColor = color
            $0.layer.cornerRadius = 10
        }
    }

    /// A stack view configured before its views are arranged, so that its constraints are
    /// made once, for the final configuration.
    private func stack(_ views: [UIView], _ configure: (UIStackView) -> Void) -> UIStackView {
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        configure(stack)
        for view in views { stack.addArrangedSubview(view) }
        return stack
    }

    private func toggleDetails() {
        let hide = !(detailRows.first?.isHidden ?? false)
        UIView.animate(withDuration: 0.25) {
            for row in self.detailRows { row.isHidden = hide }
        }
        detailsButton.setTitle(hide ? "Show details" : "Hide details", for: .normal)
        log.append("details: \(hide ? "hidden" : "shown"), card \(describe(card.frame))")
    }

    func script(_ input: InputSimulator) {
        input.tap(detailsButton)
        input.advance(by: 0.5)
        input.tap(detailsButton)
        input.advance(by: 0.5)
    }
}
