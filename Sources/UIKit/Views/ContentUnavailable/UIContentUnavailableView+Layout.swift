import Foundation
@_spi(Diagnostics) import CoreGraphics

extension UIContentUnavailableView {
    func _setUpContentUnavailableView() {
        addSubview(backgroundView)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.alwaysBounceVertical = false
        addSubview(scrollView)
        _applyContentUnavailableConfiguration()
    }

    /// Makes, updates or removes the subviews for the configuration.
    func _applyContentUnavailableConfiguration() {
        let configuration = unavailableConfiguration
        backgroundView.apply(configuration.background)
        let textAlignment: NSTextAlignment = configuration.alignment == .center ? .center : .natural

        // The image, or the loading configuration's activity indicator.
        if configuration.showsActivityIndicator {
            imageViewStorage?.removeFromSuperview()
            imageViewStorage = nil
            let indicator = activityIndicatorStorage ?? UIActivityIndicatorView(style: .medium)
            if activityIndicatorStorage == nil {
                activityIndicatorStorage = indicator
                scrollView.addSubview(indicator)
            }
            indicator.color = configuration.imageProperties.tintColor
            indicator.startAnimating()
        } else {
            activityIndicatorStorage?.removeFromSuperview()
            activityIndicatorStorage = nil
            if var image = configuration.image {
                if image.isSymbolImage, let symbol = configuration.imageProperties.preferredSymbolConfiguration {
                    image = image.applyingSymbolConfiguration(symbol) ?? image
                }
                let view = imageViewStorage ?? UIImageView(frame: .zero)
                if imageViewStorage == nil {
                    imageViewStorage = view
                    scrollView.addSubview(view)
                }
                view.image = image
                view.tintColor = configuration.imageProperties.tintColor
                view.contentMode = .scaleAspectFit
                view.layer.cornerRadius = configuration.imageProperties.cornerRadius
                view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
                view.accessibilityIgnoresInvertColors = configuration.imageProperties.accessibilityIgnoresInvertColors
            } else {
                imageViewStorage?.removeFromSuperview()
                imageViewStorage = nil
            }
        }

        textLabelStorage = _label(textLabelStorage, text: configuration.text, attributed: configuration.attributedText,
                                  properties: configuration.textProperties, alignment: textAlignment)
        secondaryTextLabelStorage = _label(secondaryTextLabelStorage, text: configuration.secondaryText,
                                           attributed: configuration.secondaryAttributedText,
                                           properties: configuration.secondaryTextProperties, alignment: textAlignment)
        buttonStorage = _button(buttonStorage, configuration.button, configuration.buttonProperties)
        secondaryButtonStorage = _button(secondaryButtonStorage, configuration.secondaryButton,
                                         configuration.secondaryButtonProperties)
        setNeedsLayout()
    }

    private func _label(_ existing: UILabel?, text: String?, attributed: NSAttributedString?,
                        properties: UIContentUnavailableConfiguration.TextProperties,
                        alignment: NSTextAlignment) -> UILabel? {
        guard attributed != nil || text != nil else {
            existing?.removeFromSuperview()
            return nil
        }
        let label = existing ?? UILabel(frame: .zero)
        if existing == nil { scrollView.addSubview(label) }
        label.font = properties.font
        label.textColor = properties.color
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.textAlignment = alignment
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
        return label
    }

    private func _button(_ existing: UIButton?, _ buttonConfiguration: UIButton.Configuration,
                         _ properties: UIContentUnavailableConfiguration.ButtonProperties) -> UIButton? {
        // UIKit: a button without content is not shown.
        guard buttonConfiguration.title != nil || buttonConfiguration.subtitle != nil || buttonConfiguration.image != nil else {
            existing?.removeFromSuperview()
            return nil
        }
        if let existing { existing.removeFromSuperview() }
        // A new button each time: its primary action is set at creation, as UIKit's API allows.
        let button = UIButton(configuration: buttonConfiguration, primaryAction: properties.primaryAction)
        button.menu = properties.menu
        button.showsMenuAsPrimaryAction = properties.primaryAction == nil && properties.menu != nil
        button.isEnabled = properties.isEnabled
        button.role = properties.role
        scrollView.addSubview(button)
        return button
    }

    /// The content's elements in order, each with its size and the gap above it, for `width`.
    struct Stack {
        var items: [(view: UIView, size: CGSize, gap: CGFloat)] = []
        var margins = NSDirectionalEdgeInsets()
        var height: CGFloat = 0
    }

    /// The margins: the configuration's, at least the superview's along the preserved axes.
    func _contentUnavailableMargins() -> NSDirectionalEdgeInsets {
        var margins = unavailableConfiguration.directionalLayoutMargins
        let axes = unavailableConfiguration.axesPreservingSuperviewLayoutMargins
        if let superview {
            let outer = superview.directionalLayoutMargins
            if axes.contains(.horizontal) {
                margins.leading = max(margins.leading, outer.leading)
                margins.trailing = max(margins.trailing, outer.trailing)
            }
            if axes.contains(.vertical) {
                margins.top = max(margins.top, outer.top)
                margins.bottom = max(margins.bottom, outer.bottom)
            }
        }
        return margins
    }

    func _contentUnavailableStack(width: CGFloat) -> Stack {
        let configuration = unavailableConfiguration
        var stack = Stack()
        stack.margins = _contentUnavailableMargins()
        let available = max(0, width - stack.margins.leading - stack.margins.trailing)
        var previous: UIView?
        func gap(before view: UIView) -> CGFloat {
            guard let previous else { return 0 }
            if previous === imageViewStorage || previous === activityIndicatorStorage { return configuration.imageToTextPadding }
            if previous === textLabelStorage && view === secondaryTextLabelStorage { return configuration.textToSecondaryTextPadding }
            if previous === buttonStorage && view === secondaryButtonStorage { return configuration.buttonToSecondaryButtonPadding }
            return configuration.textToButtonPadding
        }
        let ordered: [UIView?] = [activityIndicatorStorage, imageViewStorage, textLabelStorage, secondaryTextLabelStorage,
                                  buttonStorage, secondaryButtonStorage]
        for case let view? in ordered {
            var size = view.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude))
            if view === imageViewStorage {
                size = view.intrinsicContentSize
                let maximum = configuration.imageProperties.maximumSize
                var factor: CGFloat = 1
                if maximum.width > 0, size.width > maximum.width { factor = min(factor, maximum.width / size.width) }
                if maximum.height > 0, size.height > maximum.height { factor = min(factor, maximum.height / size.height) }
                if size.width * factor > available, size.width > 0 { factor = min(factor, available / size.width) }
                size = CGSize(width: size.width * factor, height: size.height * factor)
            }
            size.width = min(max(0, size.width), available)
            size.height = max(0, size.height)
            let space = gap(before: view)
            stack.items.append((view, size, space))
            stack.height += space + size.height
            previous = view
        }
        stack.height += stack.margins.top + stack.margins.bottom
        return stack
    }

    func _layoutContentUnavailableView() {
        backgroundView.place(in: bounds, direction: effectiveUserInterfaceLayoutDirection)
        scrollView.frame = bounds
        let stack = _contentUnavailableStack(width: bounds.width)
        scrollView.contentSize = CGSize(width: bounds.width, height: stack.height)
        // Centred vertically when the content fits; from the top margin (scrolling) otherwise.
        let contentHeight = stack.height - stack.margins.top - stack.margins.bottom
        let availableHeight = bounds.height - stack.margins.top - stack.margins.bottom
        var y = stack.margins.top + max(0, (availableHeight - contentHeight) / 2)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rightToLeft ? stack.margins.trailing : stack.margins.leading
        let available = max(0, bounds.width - stack.margins.leading - stack.margins.trailing)
        for item in stack.items {
            y += item.gap
            let x: CGFloat
            if unavailableConfiguration.alignment == .center {
                x = left + (available - item.size.width) / 2
            } else {
                x = rightToLeft ? left + available - item.size.width : left
            }
            item.view.frame = CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}
