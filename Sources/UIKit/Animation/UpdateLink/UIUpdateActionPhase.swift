import Foundation

/// A phase of a UI update (UIKit, iOS 18): where in each update a `UIUpdateLink` action runs.
///
/// The standard phases run at every update in the order of `order`; the low-latency group
/// (after the standard phases, before `afterUpdateComplete`) only for links that set
/// `wantsLowLatencyEventDispatch`.
@preconcurrency @MainActor
open class UIUpdateActionPhase: NSObject {
    /// The phase's place in an update (actions run in ascending order).
    let order: Int
    /// Whether the phase belongs to the low-latency group.
    let isLowLatency: Bool
    private let name: String

    private init(order: Int, name: String, isLowLatency: Bool = false) {
        self.order = order
        self.name = name
        self.isLowLatency = isLowLatency
        super.init()
    }

    open override var description: String { "<UIUpdateActionPhase: \(name)>" }

    private static let afterUpdateScheduledPhase = UIUpdateActionPhase(order: 0, name: "afterUpdateScheduled")
    private static let beforeEventDispatchPhase = UIUpdateActionPhase(order: 1, name: "beforeEventDispatch")
    private static let afterEventDispatchPhase = UIUpdateActionPhase(order: 2, name: "afterEventDispatch")
    private static let beforeCADisplayLinkDispatchPhase = UIUpdateActionPhase(order: 3, name: "beforeCADisplayLinkDispatch")
    private static let afterCADisplayLinkDispatchPhase = UIUpdateActionPhase(order: 4, name: "afterCADisplayLinkDispatch")
    private static let beforeCATransactionCommitPhase = UIUpdateActionPhase(order: 5, name: "beforeCATransactionCommit")
    private static let afterCATransactionCommitPhase = UIUpdateActionPhase(order: 6, name: "afterCATransactionCommit")
    private static let beforeLowLatencyEventDispatchPhase = UIUpdateActionPhase(order: 7, name: "beforeLowLatencyEventDispatch", isLowLatency: true)
    private static let afterLowLatencyEventDispatchPhase = UIUpdateActionPhase(order: 8, name: "afterLowLatencyEventDispatch", isLowLatency: true)
    private static let beforeLowLatencyCATransactionCommitPhase = UIUpdateActionPhase(order: 9, name: "beforeLowLatencyCATransactionCommit", isLowLatency: true)
    private static let afterLowLatencyCATransactionCommitPhase = UIUpdateActionPhase(order: 10, name: "afterLowLatencyCATransactionCommit", isLowLatency: true)
    private static let afterUpdateCompletePhase = UIUpdateActionPhase(order: 11, name: "afterUpdateComplete")

    open class var afterUpdateScheduled: UIUpdateActionPhase { afterUpdateScheduledPhase }
    open class var beforeEventDispatch: UIUpdateActionPhase { beforeEventDispatchPhase }
    open class var afterEventDispatch: UIUpdateActionPhase { afterEventDispatchPhase }
    open class var beforeCADisplayLinkDispatch: UIUpdateActionPhase { beforeCADisplayLinkDispatchPhase }
    open class var afterCADisplayLinkDispatch: UIUpdateActionPhase { afterCADisplayLinkDispatchPhase }
    open class var beforeCATransactionCommit: UIUpdateActionPhase { beforeCATransactionCommitPhase }
    open class var afterCATransactionCommit: UIUpdateActionPhase { afterCATransactionCommitPhase }
    open class var beforeLowLatencyEventDispatch: UIUpdateActionPhase { beforeLowLatencyEventDispatchPhase }
    open class var afterLowLatencyEventDispatch: UIUpdateActionPhase { afterLowLatencyEventDispatchPhase }
    open class var beforeLowLatencyCATransactionCommit: UIUpdateActionPhase { beforeLowLatencyCATransactionCommitPhase }
    open class var afterLowLatencyCATransactionCommit: UIUpdateActionPhase { afterLowLatencyCATransactionCommitPhase }
    open class var afterUpdateComplete: UIUpdateActionPhase { afterUpdateCompletePhase }
}
