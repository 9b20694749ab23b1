import Foundation

/// The system color picker (UIKit): a grid of swatches, a spectrum and red/green/blue
/// sliders, chosen with a segmented control, an opacity slider when `supportsAlpha` is true,
/// and the picked color shown at the bottom. Present it yourself, or let a `UIColorWell` do.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?

    /// The picked color. Differs from UIKit in being documented: white until set.
    open var selectedColor: UIColor = .white {
        didSet {
            // Without opacity the picker's colors are opaque.
            if !supportsAlpha, RGBA(selectedColor).alpha < 1 {
                var color = RGBA(selectedColor)
                color.alpha = 1
                selectedColor = color.color
                return
            }
            if isViewLoaded { showColor() }
        }
    }

    /// Whether the user can pick the opacity (default true). When false, picked colors are
    /// opaque.
    open var supportsAlpha = true {
        didSet {
            if !supportsAlpha, RGBA(selectedColor).alpha < 1 {
                var color = RGBA(selectedColor)
                color.alpha = 1
                selectedColor = color.color
            }
            if isViewLoaded { view.setNeedsLayout(); showColor() }
        }
    }

    /// What the color well that presented the picker hears (the picker's own delegate stays
    /// the app's).
    var onSelect: ((UIColor, Bool) -> Void)?
    var onFinish: (() -> Void)?

    typealias RGBA = ColorPickerPalette.RGBA

    let titleLabel = UILabel()
    let closeButton = UIButton(type: .close)
    /// Grid, Spectrum, Sliders (iOS's order).
    let pageControl = UISegmentedControl(items: ["Grid", "Spectrum", "Sliders"])
    let gridView = ColorPickerGridView()
    let spectrumView = ColorPickerSpectrumView()
    let slidersView = UIView()
    /// Red, green and blue, 0 to 255 as iOS's sliders page shows them.
    let componentSliders = [UISlider(), UISlider(), UISlider()]
    private let componentLabels = [UILabel(), UILabel(), UILabel()]
    private let componentValues = [UILabel(), UILabel(), UILabel()]
    let opacitySlider = UISlider()
    private let opacityLabel = UILabel()
    private let opacityValue = UILabel()
    let swatchView = UIView()

    public init() {
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleLabel.text = title ?? "Colors"
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textAlignment = .center
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        pageControl.selectedSegmentIndex = 0
        pageControl.addAction(UIAction { [weak self] _ in self?.showPage() }, for: .valueChanged)
        gridView.onPick = { [weak self] color, continuously in self?.userPicked(color, keepingAlpha: true, continuously: continuously) }
        spectrumView.onPick = { [weak self] color, continuously in self?.userPicked(color, keepingAlpha: true, continuously: continuously) }
        for (index, name) in ["RED", "GREEN", "BLUE"].enumerated() {
            let slider = componentSliders[index]
            slider.minimumValue = 0
            slider.maximumValue = 255
            slider.minimumTrackTintColor = [UIColor.systemRed, .systemGreen, .systemBlue][index]
            slider.addAction(UIAction { [weak self] _ in self?.slidersChanged(continuously: slider.isTracking) }, for: .valueChanged)
            slider.addAction(UIAction { [weak self] _ in self?.slidersChanged(continuously: false) }, for: [.touchUpInside, .touchUpOutside])
            componentLabels[index].text = name
            componentLabels[index].font = .systemFont(ofSize: 13, weight: .semibold)
            componentLabels[index].textColor = .secondaryLabel
            componentValues[index].font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
            componentValues[index].textAlignment = .right
            for subview in [componentLabels[index], slider, componentValues[index]] { slidersView.addSubview(subview) }
        }
        opacitySlider.minimumValue = 0
        opacitySlider.maximumValue = 100
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged(continuously: self?.opacitySlider.isTracking ?? false) }, for: .valueChanged)
        opacitySlider.addAction(UIAction { [weak self] _ in self?.opacityChanged(continuously: false) }, for: [.touchUpInside, .touchUpOutside])
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        opacityValue.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        opacityValue.textAlignment = .right
        swatchView.layer.cornerRadius = 10
        swatchView.layer.borderWidth = 1
        swatchView.layer.borderColor = UIColor.separator.cgColor
        for subview in [titleLabel, closeButton, pageControl, gridView, spectrumView, slidersView,
                        opacityLabel, opacitySlider, opacityValue, swatchView] {
            view.addSubview(subview)
        }
        showPage()
        showColor()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets)
        let margin: CGFloat = 16
        let width = max(0, bounds.width - 2 * margin)
        titleLabel.frame = CGRect(x: bounds.minX + 60, y: bounds.minY + 12, width: max(0, bounds.width - 120), height: 30)
        closeButton.frame = CGRect(x: bounds.maxX - margin - 30, y: bounds.minY + 12, width: 30, height: 30)
        pageControl.frame = CGRect(x: bounds.minX + margin, y: bounds.minY + 56, width: width, height: 32)
        // Square swatches: the grid is 12 wide and 10 high.
        let pageFrame = CGRect(x: bounds.minX + margin, y: pageControl.frame.maxY + 16, width: width,
                               height: (width * CGFloat(ColorPickerPalette.gridRows) / CGFloat(ColorPickerPalette.gridColumns)).rounded())
        gridView.frame = pageFrame
        spectrumView.frame = pageFrame
        slidersView.frame = pageFrame
        for index in 0..<3 {
            let y = CGFloat(index) * 64
            componentLabels[index].frame = CGRect(x: 0, y: y, width: width, height: 20)
            componentSliders[index].frame = CGRect(x: 0, y: y + 22, width: max(0, width - 64), height: 34)
            componentValues[index].frame = CGRect(x: width - 56, y: y + 22, width: 56, height: 34)
        }
        var y = pageFrame.maxY + 16
        opacityLabel.isHidden = !supportsAlpha
        opacitySlider.isHidden = !supportsAlpha
        opacityValue.isHidden = !supportsAlpha
        if supportsAlpha {
            opacityLabel.frame = CGRect(x: bounds.minX + margin, y: y, width: width, height: 20)
            opacitySlider.frame = CGRect(x: bounds.minX + margin, y: y + 22, width: max(0, width - 64), height: 34)
            opacityValue.frame = CGRect(x: bounds.maxX - margin - 56, y: y + 22, width: 56, height: 34)
            y += 64
        }
        swatchView.frame = CGRect(x: bounds.minX + margin, y: y + 8, width: 64, height: 64)
    }

    // MARK: Pages and values

    private func showPage() {
        let page = pageControl.selectedSegmentIndex
        gridView.isHidden = page != 0
        spectrumView.isHidden = page != 1
        slidersView.isHidden = page != 2
    }

    /// Shows `selectedColor` on every page and the swatch.
    private func showColor() {
        let color = RGBA(selectedColor)
        let components = [color.red, color.green, color.blue]
        for index in 0..<3 {
            componentSliders[index].value = Float(components[index] * 255)
            componentValues[index].text = String(Int((components[index] * 255).rounded()))
        }
        opacitySlider.value = Float(color.alpha * 100)
        opacityValue.text = "\(Int((color.alpha * 100).rounded()))%"
        gridView.select(color)
        swatchView.backgroundColor = selectedColor
    }

    private func slidersChanged(continuously: Bool) {
        var color = RGBA(selectedColor)
        color.red = CGFloat(componentSliders[0].value) / 255
        color.green = CGFloat(componentSliders[1].value) / 255
        color.blue = CGFloat(componentSliders[2].value) / 255
        userPicked(color, keepingAlpha: false, continuously: continuously)
    }

    private func opacityChanged(continuously: Bool) {
        var color = RGBA(selectedColor)
        color.alpha = CGFloat(opacitySlider.value) / 100
        userPicked(color, keepingAlpha: false, continuously: continuously)
    }

    /// The user changed the color on a page: keep the opacity the picker had (a swatch has
    /// none of its own), store it, tell the delegate.
    private func userPicked(_ picked: RGBA, keepingAlpha: Bool, continuously: Bool) {
        var color = picked
        if keepingAlpha { color.alpha = RGBA(selectedColor).alpha }
        if !supportsAlpha { color.alpha = 1 }
        selectedColor = color.color
        delegate?.colorPickerViewController(self, didSelect: selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
        onSelect?(selectedColor, continuously)
    }

    private func close() {
        dismiss(animated: true)
        delegate?.colorPickerViewControllerDidFinish(self)
        onFinish?()
    }
}
