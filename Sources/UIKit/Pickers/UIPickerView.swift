@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A view that uses a spinning-wheel or slot-machine metaphor to show one or more sets of
/// values (UIKit).
///
/// Each component is a wheel (`PickerWheel`); rows come from the data source and the
/// delegate. A user's spin decelerates on the framework clock and snaps to a row; when it
/// settles on a new row the delegate hears `didSelectRow` — code's `selectRow` never sends
/// it. The internal spinning entry points (`beginSpinning` / `spin` / `endSpinning`,
/// `userTapRow`, `userStep`) are what a pan or tap recognizer and VoiceOver drive.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// UIKit: a picker view's natural size (320 × 216 points).
    nonisolated static let defaultSize = CGSize(width: 320, height: 216)
    /// The row pitch of UIKit's pickers since iOS 7: 32 points (UIKit's iOS picker style).
    nonisolated static let defaultRowHeight: CGFloat = 32
    /// UIKit: rows are 24 points in a picker shorter than 216.
    nonisolated static let compactRowHeight: CGFloat = 24
    /// UIKit: 5 points between components ("padding between wheels").
    static let componentSpacing: CGFloat = 5
    /// UIKit: the components keep 9 points from the picker's sides ("padding for contents").
    static let contentInset: CGFloat = 9

    // MARK: Stored state

    var wheels: [PickerWheel] = []
    /// False until the data source has been asked (UIKit loads components lazily).
    var hasLoadedComponents = false
    /// Selections to restore when components load after the data source changed.
    var pendingSelections: [Int] = []
    var motions: [Int: PickerWheelMotion] = [:]
    /// Offsets at the start of each component's current drag.
    var dragStartOffsets: [Int: CGFloat] = [:]
    var motionTimer: FrameworkTimer?
    var componentViews: [PickerComponentView] = []
    /// The light gray band behind the selected rows (created at the first layout).
    var selectionBand: PickerSelectionBandView?
    /// Row views on screen, per component and raw (lap-counting) row.
    var visibleRowViews: [Int: [Int: UIView]] = [:]
    /// Row views that scrolled out of sight, offered back for reuse.
    var reusableRowViews: [Int: [UIView]] = [:]
    var accessibilityColumns: [PickerColumnAccessibilityElement] = []
    weak var internalSource: (any PickerViewInternalSource)?
    /// Called after the user settled a component on a new row (after the delegate).
    var userSelectionHandler: ((_ row: Int, _ component: Int) -> Void)?
    /// The component the pan recognizer is spinning.
    var spinningComponent: Int?
    /// The system row height the row heights were asked with (it follows the height).
    var loadedSystemRowHeight = UIPickerView.defaultRowHeight

    /// The data source (held weakly). Changing it reloads the components.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { invalidateComponents() }
    }

    /// The delegate (held weakly). Changing it reloads the components.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { invalidateComponents() }
    }

    /// Deprecated in UIKit (no visible effect since iOS 7); kept for porting.
    open var showsSelectionIndicator = true

    /// UIKit: a picker view created with an empty frame takes its natural 320 × 216 size.
    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: Self.defaultSize) : frame)
        installSpinRecognizers()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installSpinRecognizers()
    }

    // MARK: Components and rows

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int {
        loadComponentsIfNeeded()
        return wheels.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component) else {
            FrameworkLog.log("UIPickerView.numberOfRows(inComponent: \(component)): no such component (\(wheels.count)); returning 0")
            return 0
        }
        return wheels[component].rowCount
    }

    /// The width of a component and the height of its rows.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: width(forComponent: component), height: wheels[component].rowHeight)
    }

    /// The delegate's view for a visible row; nil when the row is not on screen or when the
    /// delegate gives titles rather than views (UIKit).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        _view(forRow: row, forComponent: component)
    }

    /// Asks the data source and delegate again for everything; selections are kept where
    /// their rows still exist.
    open func reloadAllComponents() {
        _reloadAllComponents()
    }

    /// Asks again for one component's rows and metrics.
    open func reloadComponent(_ component: Int) {
        _reloadComponent(component)
    }

    // MARK: Selection

    /// Selects `row` in `component`, scrolling it to the centre. Code's selections are not
    /// reported to the delegate (UIKit).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        _selectRow(row, inComponent: component, animated: animated)
    }

    /// The selected row of `component`; -1 when none is selected (no rows).
    open func selectedRow(inComponent component: Int) -> Int {
        loadComponentsIfNeeded()
        guard wheels.indices.contains(component) else { return -1 }
        return wheels[component].selectedRow
    }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize { Self.defaultSize }

    /// UIKit: a picker view keeps a proposed width (320 without one) and fits one of its
    /// heights: 216, or 180 or 162 when less is proposed.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : Self.defaultSize.width
        let proposed = size.height
        let height: CGFloat
        if !(proposed.isFinite && proposed > 0) || proposed >= 216 {
            height = 216
        } else {
            height = proposed < 180 ? 162 : 180
        }
        return CGSize(width: width, height: height)
    }

    /// The row height a delegate that gives none gets: UIKit's 32 points, 24 in a picker
    /// shorter than 216.
    var systemRowHeight: CGFloat {
        bounds.height < Self.defaultSize.height ? Self.compactRowHeight : Self.defaultRowHeight
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutComponents()
    }

    // MARK: Accessibility

    /// The picker is a container: its components are the accessibility elements.
    override var defaultIsAccessibilityElement: Bool { false }

    /// UIKit: a picker view is a container of one adjustable element per component.
    override var defaultAccessibilityElements: [Any]? { accessibilityColumnElements }
}
