import Foundation
@_spi(Diagnostics) import CoreGraphics

/// The view a `UIContentUnavailableConfiguration` makes (UIKit, iOS 17): the image (or an
/// activity indicator), the texts and the buttons stacked in a scroll view, centred
/// vertically when they fit.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    var unavailableConfiguration: UIContentUnavailableConfiguration
    let backgroundView = BackgroundConfigurationView(frame: .zero)
    let scrollView = UIScrollView(frame: .zero)
    var imageViewStorage: UIImageView?
    var activityIndicatorStorage: UIActivityIndicatorView?
    var textLabelStorage: UILabel?
    var secondaryTextLabelStorage: UILabel?
    var buttonStorage: UIButton?
    var secondaryButtonStorage: UIButton?

    public init(configuration: UIContentUnavailableConfiguration) {
        unavailableConfiguration = configuration
        super.init(frame: .zero)
        _setUpContentUnavailableView()
    }

    public required init?(coder: NSCoder) {
        unavailableConfiguration = .empty()
        super.init(coder: coder)
        _setUpContentUnavailableView()
    }

    /// The configuration shown; setting it restyles the view and asks for a new layout.
    open var configuration: UIContentUnavailableConfiguration {
        get { unavailableConfiguration }
        set {
            guard newValue != unavailableConfiguration else { return }
            unavailableConfiguration = newValue
            _applyContentUnavailableConfiguration()
        }
    }

    /// The `UIContentView` requirement: a content-unavailable configuration (others are
    /// ignored with a log).
    @_implements(UIContentView, configuration)
    public var contentViewConfiguration: any UIContentConfiguration {
        get { unavailableConfiguration }
        set {
            guard let unavailable = newValue as? UIContentUnavailableConfiguration else {
                FrameworkLog.log("UIContentUnavailableView: cannot show a \(type(of: newValue)); configuration unchanged")
                return
            }
            configuration = unavailable
        }
    }

    /// UIKit: the view shows only content-unavailable configurations.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    /// Whether the content scrolls when it is taller than the view (true).
    open var isScrollEnabled: Bool {
        get { scrollView.isScrollEnabled }
        set { scrollView.isScrollEnabled = newValue }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutContentUnavailableView()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        let stack = _contentUnavailableStack(width: width)
        return CGSize(width: width, height: stack.height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}
