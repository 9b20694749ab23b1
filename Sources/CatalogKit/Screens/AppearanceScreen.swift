import UIKit
import UIKitTesting

/// UIAppearance, dark mode and Dynamic Type: the same controls in two containers, one styled
/// through appearance proxies scoped to its class (a value set on one button still wins);
/// a preview whose trait overrides switch it to dark and to larger text sizes, from the
/// segmented control and the stepper.
@MainActor
final class AppearanceScreen: UIViewController, CatalogScreen {
    let screenTitle = "Appearance"
    var log = EventLog()
    let plainPanel = PlainPanel()
    let accentPanel = AccentPanel()
    let preview = UIView()
    let previewTitle = UILabel()
    let previewBody = UILabel()
    let previewButton = UIButton(type: .system)
    let style = UISegmentedControl(items: ["Light", "Dark"])
    let textSize = UIStepper()
    let textSizeLabel = UILabel()

    /// The containers the proxies are scoped to.
    final class PlainPanel: UIView {}
    final class AccentPanel: UIView {}

    /// The text sizes the stepper walks through, with their names in Settings.
    static let sizes: [(category: UIContentSizeCategory, name: String)] = [
        (.small, "small"), (.large, "large (the default)"), (.extraExtraLarge, "extra extra large"),
        (.accessibilityMedium, "accessibility medium"), (.accessibilityExtraLarge, "accessibility extra large"),
    ]

    override func loadView() {
        // UIKit: proxies apply to views as they enter a window, so they are set before the
        // panels are shown; scoped to AccentPanel, they leave the rest of the Catalog alone.
        UIButton.appearance(whenContainedInInstancesOf: [AccentPanel.self]).setTitleColor(.systemOrange, for: .normal)
        UISwitch.appearance(whenContainedInInstancesOf: [AccentPanel.self]).onTintColor = .systemPink
        UISlider.appearance(whenContainedInInstancesOf: [AccentPanel.self]).minimumTrackTintColor = .systemPink
        UILabel.appearance(whenContainedInInstancesOf: [AccentPanel.self]).textColor = .systemIndigo

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        root.backgroundColor = .systemBackground
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root

        for (panel, title, y) in [(plainPanel as UIView, "Default", 16.0), (accentPanel as UIView, "Appearance proxies", 176.0)] {
            panel.frame = CGRect(x: 16, y: y, width: 358, height: 148)
            panel.backgroundColor = .secondarySystemBackground
            panel.layer.cornerRadius = 10
            root.addSubview(panel)
            fill(panel, title: title)
        }
        // A value set on the instance wins over the proxy.
        if let own = accentPanel.subviews.compactMap({ $0 as? UIButton }).last {
            own.setTitleColor(.systemGreen, for: .normal)
        }

        style.frame = CGRect(x: 16, y: 340, width: 180, height: 32)
        style.selectedSegmentIndex = 0
        style.addAction(UIAction { [weak self] _ in self?.styleChanged() }, for: .valueChanged)
        root.addSubview(style)
        textSize.frame.origin = CGPoint(x: 280, y: 340)
        textSize.minimumValue = 0
        textSize.maximumValue = Double(Self.sizes.count - 1)
        textSize.value = 1
        textSize.addAction(UIAction { [weak self] _ in self?.textSizeChanged() }, for: .valueChanged)
        root.addSubview(textSize)
        textSizeLabel.frame = CGRect(x: 16, y: 380, width: 358, height: 20)
        textSizeLabel.font = .preferredFont(forTextStyle: .footnote)
        textSizeLabel.textColor = .secondaryLabel
        root.addSubview(textSizeLabel)

        // The preview follows its own trait overrides: dark mode and Dynamic Type.
        preview.frame = CGRect(x: 16, y: 408, width: 358, height: 270)
        preview.backgroundColor = .secondarySystemBackground
        preview.layer.cornerRadius = 10
        preview.clipsToBounds = true
        root.addSubview(preview)
        previewTitle.text = "Preview"
        previewTitle.font = .preferredFont(forTextStyle: .headline)
        previewTitle.adjustsFontForContentSizeCategory = true
        previewTitle.textColor = .label
        previewBody.text = "System colors resolve for the preview's traits, and text follows its text size."
        previewBody.font = .preferredFont(forTextStyle: .body)
        previewBody.adjustsFontForContentSizeCategory = true
        previewBody.textColor = .secondaryLabel
        previewBody.numberOfLines = 0
        previewButton.setTitle("Tinted button", for: .normal)
        previewButton.titleLabel?.font = .preferredFont(forTextStyle: .body)
        previewButton.titleLabel?.adjustsFontForContentSizeCategory = true
        for subview in [previewTitle, previewBody, previewButton] as [UIView] { preview.addSubview(subview) }
        applyTextSize()
    }

    /// A title, a label, a button, a switch and a slider: the proxies' subjects.
    private func fill(_ panel: UIView, title: String) {
        let heading = UILabel(frame: CGRect(x: 12, y: 8, width: 334, height: 22))
        heading.text = title
        heading.font = .preferredFont(forTextStyle: .headline)
        panel.addSubview(heading)
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.frame = CGRect(x: 12, y: 36, width: 100, height: 36)
        panel.addSubview(button)
        let own = UIButton(type: .system)
        own.setTitle(panel is AccentPanel ? "Own color" : "Button", for: .normal)
        own.frame = CGRect(x: 124, y: 36, width: 110, height: 36)
        panel.addSubview(own)
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 280, y: 38)
        panel.addSubview(toggle)
        let slider = UISlider(frame: CGRect(x: 12, y: 96, width: 334, height: 34))
        slider.value = 0.6
        panel.addSubview(slider)
    }

    private func styleChanged() {
        preview.overrideUserInterfaceStyle = style.selectedSegmentIndex == 1 ? .dark : .light
        log.append("appearance: preview \(style.selectedSegmentIndex == 1 ? "dark" : "light")")
    }

    private func textSizeChanged() {
        applyTextSize()
        log.append("appearance: \(textSizeLabel.text ?? "")")
    }

    private func applyTextSize() {
        let size = Self.sizes[min(max(0, Int(textSize.value)), Self.sizes.count - 1)]
        preview.traitOverrides.preferredContentSizeCategory = size.category
        preview.updateTraitsIfNeeded()
        textSizeLabel.text = "Preview text size: \(size.name)"
        layoutPreview()
    }

    /// Stacks the preview's labels at their sizes for the current text size.
    private func layoutPreview() {
        var y: CGFloat = 12
        for subview in [previewTitle, previewBody, previewButton] as [UIView] {
            let size = subview.sizeThatFits(CGSize(width: 334, height: CGFloat.greatestFiniteMagnitude))
            subview.frame = CGRect(x: 12, y: y, width: 334, height: ceil(size.height))
            y += ceil(size.height) + 8
        }
    }

    func script(_ input: InputSimulator) {
        input.advance(by: 0.3)
        input.tap(at: style.convert(CGPoint(x: style.bounds.width * 0.75, y: style.bounds.midY), to: nil))
        input.advance(by: 0.3)
        let plus = textSize.convert(CGPoint(x: textSize.bounds.width * 0.75, y: textSize.bounds.midY), to: nil)
        input.tap(at: plus)
        input.advance(by: 0.3)
        input.tap(at: plus)
        input.advance(by: 0.5)
    }
}
