@_spi(Diagnostics) import CoreGraphics

/// A horizontal control made of multiple segments, each functioning as a discrete button
/// (UIKit). Tapping a segment selects it and sends `valueChanged`; selecting from code
/// does not.
///
/// Drawn as in iOS 13 and later: a light gray rounded track, the selected segment on a
/// raised white pill (`selectedSegmentTintColor`), titles in labels styled by
/// `setTitleTextAttributes(_:for:)`, and short dividers between unselected segments.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index of "no segment selected".
    public static let noSegment = -1

    /// A segment's contents and state.
    struct SegmentContent {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    var segments: [SegmentContent] = []
    /// Per-state images and offsets (see `UISegmentedControl+Customization.swift`).
    lazy var legacyAppearance = LegacyAppearanceStore()
    var selectedIndexStorage = UISegmentedControl.noSegment
    var highlightedSegment: Int?
    var segmentViews: [SegmentView] = []
    var dividers: [UIView] = []
    /// The rounded track behind the segments.
    let trackView = UIView()
    /// The raised pill under the selected segment.
    let selectionView = UIView()
    var titleAttributes = ControlStateTable<[NSAttributedString.Key: Any]>()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
        _decodeSegmentedControl(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeSegmentedControl(with: coder)
    }

    /// A control with a segment per item: strings become titles, images become images.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(SegmentContent(title: item as? String, image: item as? UIImage))
        }
        rebuildSegmentViews()
    }

    /// A control with a segment per action (titled by the action).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            segments.append(SegmentContent(title: action.title, action: action))
        }
        rebuildSegmentViews()
    }

    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or `noSegment`. Out-of-range values are ignored (UIKit raises).
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                return FrameworkLog.log("UISegmentedControl.selectedSegmentIndex: \(newValue) is beyond the \(segments.count) segments; ignored")
            }
            guard newValue != selectedIndexStorage else { return }
            selectedIndexStorage = newValue
            selectionDidChange(animated: false)
        }
    }

    /// Whether segments do not stay selected after a tap. Default false.
    open var isMomentary = false

    /// Whether automatic segment widths follow their contents (true) or are equal (false,
    /// UIKit's default).
    open var apportionsSegmentWidthsByContent = false {
        didSet {
            guard apportionsSegmentWidthsByContent != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The color of the selected segment's pill; nil: the system background (white).
    open var selectedSegmentTintColor: UIColor? { didSet { _appearanceSet(\UISegmentedControl.selectedSegmentTintColor, selectedSegmentTintColor); updateSegmentViews() } }

    // MARK: Managing segments

    /// UIKit clamps the index to `0...numberOfSegments`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(SegmentContent(image: image), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(SegmentContent(title: action.title, action: action), at: segment)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndexStorage == segment {
            selectedIndexStorage = UISegmentedControl.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
        rebuildSegmentViews()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedIndexStorage = UISegmentedControl.noSegment
        rebuildSegmentViews()
    }

    /// UIKit: a segment shows a title or an image; setting one replaces the other.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentContentDidChange()
    }

    /// Nil for an index out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentContentDidChange()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
        segmentContentDidChange()
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegmentViews()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// 0 means "automatic" (see `apportionsSegmentWidthsByContent`).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0, width.isFinite else { return }
        segments[segment].width = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves a segment's title or image from the segment's center.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        updateSegmentViews()
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Title attributes

    /// The text attributes of titles in `state` (`.normal`, `.selected`, `.highlighted`,
    /// `.disabled`); a state's attributes are applied over the normal ones.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _appearanceCall("setTitleTextAttributes(_:for:)", state.rawValue) { (view: UISegmentedControl) in view.setTitleTextAttributes(attributes, for: state) }
        titleAttributes[exactly: state] = attributes
        segmentContentDidChange()
    }

    /// The attributes set for exactly `state`; nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[exactly: state]
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize { _intrinsicContentSize() }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { _intrinsicContentSize() }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        highlightedSegment = index
        updateSegmentViews()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segmentIndex(at: touch.location(in: self))
        let highlighted = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        if highlighted != highlightedSegment {
            highlightedSegment = highlighted
            updateSegmentViews()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            highlightedSegment = nil
            updateSegmentViews()
        }
        guard let touch, let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return }
        // UIKit: tapping the selected segment again sends nothing (unless momentary).
        guard index != selectedIndexStorage || isMomentary else { return }
        selectedIndexStorage = index
        selectionDidChange(animated: true)
        segments[index].action.map(sendAction)
        sendActions(for: .valueChanged)
        if isMomentary {
            selectedIndexStorage = UISegmentedControl.noSegment
            selectionDidChange(animated: true)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegment = nil
        updateSegmentViews()
    }

    override var defaultActionIsSingleTap: Bool { true }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegments()
    }

    override func controlStateDidChange() {
        updateSegmentViews()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSegmentViews()
    }

    private func insert(_ segment: SegmentContent, at index: Int) {
        let clamped = max(0, min(index, segments.count))
        segments.insert(segment, at: clamped)
        if selectedIndexStorage >= clamped { selectedIndexStorage += 1 }
        rebuildSegmentViews()
    }
}
