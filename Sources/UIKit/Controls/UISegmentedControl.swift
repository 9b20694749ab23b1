@_spi(Diagnostics) import CoreGraphics

/// A horizontal control made of multiple segments, each functioning as a discrete button
/// (UIKit). Tapping a segment selects it and sends `valueChanged`; selecting from code
/// does not.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index of "no segment selected".
    public static let noSegment = -1

    /// A segment's contents and state.
    struct Segment {
        var title: String?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    var segments: [Segment] = []
    var selectedIndexStorage = UISegmentedControl.noSegment
    var highlightedSegment: Int?
    var segmentViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSegmentedControl()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSegmentedControl()
    }

    /// A control with a segment per item (strings become titles; other items are kept as
    /// untitled segments).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String))
        }
        rebuildSegmentViews()
    }

    /// A control with a segment per action (titled by the action).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for action in actions {
            segments.append(Segment(title: action.title, action: action))
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
            selectedIndexStorage = newValue
            updateSegmentViews()
        }
    }

    /// Whether segments do not stay selected after a tap. Default false.
    open var isMomentary = false
    open var apportionsSegmentWidthsByContent = false
    open var selectedSegmentTintColor: UIColor? { didSet { updateSegmentViews() } }

    // MARK: Managing segments

    /// UIKit clamps the index to `0...numberOfSegments`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, action: action), at: segment)
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

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        invalidateIntrinsicContentSize()
    }

    /// Nil for an index out of range.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].action = action
        segments[segment].title = action.title
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

    /// 0 means "automatic" (equal widths).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0, width.isFinite else { return }
        segments[segment].width = width
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    open override var intrinsicContentSize: CGSize {
        let widths = segments.map { segment -> CGFloat in
            segment.width > 0 ? segment.width : max(44, CGFloat(segment.title?.count ?? 0) * 8 + 24)
        }
        return CGSize(width: widths.reduce(0, +), height: 32)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        highlightedSegment = index
        updateSegmentViews()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segmentIndex(at: touch.location(in: self))
        highlightedSegment = index.flatMap { segments[$0].isEnabled ? $0 : nil }
        updateSegmentViews()
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
        segments[index].action.map(sendAction)
        sendActions(for: .valueChanged)
        if isMomentary { selectedIndexStorage = UISegmentedControl.noSegment }
    }

    open override func cancelTracking(with event: UIEvent?) {
        highlightedSegment = nil
        updateSegmentViews()
    }

    override var defaultActionIsSingleTap: Bool { true }

    // MARK: Layout and appearance

    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let automaticCount = segments.filter { $0.width == 0 }.count
        let automaticWidth = automaticCount > 0 ? max(0, bounds.width - fixed) / CGFloat(automaticCount) : 0
        var x: CGFloat = 0
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : automaticWidth
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        return frames.firstIndex { $0.contains(point) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, frame) in zip(segmentViews, segmentFrames()) {
            view.frame = frame.insetBy(dx: 2, dy: 2)
        }
    }

    override func controlStateDidChange() {
        updateSegmentViews()
    }

    private func insert(_ segment: Segment, at index: Int) {
        let clamped = max(0, min(index, segments.count))
        segments.insert(segment, at: clamped)
        if selectedIndexStorage >= clamped { selectedIndexStorage += 1 }
        rebuildSegmentViews()
    }

    private func setUpSegmentedControl() {
        backgroundColor = .systemGray6
        layer.cornerRadius = 8
        rebuildSegmentViews()
    }

    private func rebuildSegmentViews() {
        for view in segmentViews { view.removeFromSuperview() }
        segmentViews = segments.map { _ in
            let view = UIView()
            view.isUserInteractionEnabled = false
            view.layer.cornerRadius = 7
            addSubview(view)
            return view
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateSegmentViews()
    }

    private func updateSegmentViews() {
        for (index, view) in segmentViews.enumerated() {
            let selected = index == selectedIndexStorage || index == highlightedSegment
            view.backgroundColor = selected ? (selectedSegmentTintColor ?? .systemBackground) : .clear
            view.alpha = isEnabled && segments[index].isEnabled ? 1 : 0.4
        }
    }
}
