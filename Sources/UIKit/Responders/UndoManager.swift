@_spi(UIKit) @_spi(Platform) import QuartzCore
@_spi(Diagnostics) import CoreGraphics

/// A general-purpose recorder of operations for undo and redo (Foundation's `UndoManager`,
/// which swift-corelibs-foundation does not provide; UIKit apps reach one through
/// `UIResponder.undoManager`).
///
/// Registrations are grouped: explicitly between `beginUndoGrouping()` and
/// `endUndoGrouping()`, and, with `groupsByEvent` (the default), automatically per event: the
/// first registration outside a group opens one that closes at the end of the run-loop turn
/// (or when `undo()` is called). Undoing a group runs its actions in reverse order; what they
/// register while undoing becomes the redo group.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One registered operation.
    private struct Action {
        weak var target: AnyObject?
        let perform: @MainActor (AnyObject) -> Void
    }

    private final class Group {
        var actions: [Action] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Open groups, outermost first.
    private var openGroups: [Group] = []
    private var implicitGroupTimer: FrameworkTimer?
    private var disableCount = 0
    private enum Mode { case normal, undoing, redoing }
    private var mode: Mode = .normal

    public override init() {
        super.init()
    }

    /// Whether registrations outside an explicit group are grouped per run-loop turn (true).
    open var groupsByEvent = true
    /// The most groups kept on the undo stack; 0 (the default) keeps all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }

    open var groupingLevel: Int { openGroups.count }
    open var isUndoing: Bool { mode == .undoing }
    open var isRedoing: Bool { mode == .redoing }
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    /// Whether there is something to undo (an open group with actions counts).
    open var canUndo: Bool {
        !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty }
    }

    open var canRedo: Bool { !redoStack.isEmpty }

    open var undoActionName: String { (openGroups.last?.actions.isEmpty == false ? openGroups.last : undoStack.last)?.actionName ?? "" }
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Registering

    /// Records `handler` to be called with `target` to undo an operation.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                  handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        }
        record(action)
    }

    /// Records a selector to be sent to `target` with `anObject` as its argument.
    open func registerUndo(withTarget target: AnyObject, selector: Selector, object anObject: Any?) {
        guard isUndoRegistrationEnabled else { return }
        record(Action(target: target) { object in
            selector.perform(on: object, sender: anObject, event: nil)
        })
    }

    /// Names the operation of the group being recorded ("Typing"); shown in menu titles.
    open func setActionName(_ actionName: String) {
        if let group = openGroups.last { group.actionName = actionName } else { undoStack.last?.actionName = actionName }
    }

    open func disableUndoRegistration() { disableCount += 1 }

    open func enableUndoRegistration() {
        guard disableCount > 0 else {
            FrameworkLog.log("UndoManager.enableUndoRegistration() without a matching disable; ignored")
            return
        }
        disableCount -= 1
    }

    // MARK: Grouping

    open func beginUndoGrouping() {
        openGroups.append(Group())
        if mode == .normal, openGroups.count == 1 { post(.NSUndoManagerDidOpenUndoGroup) }
    }

    /// Closes the innermost group: a top-level group goes on the undo (or, while undoing, the
    /// redo) stack; a nested one joins its parent.
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            FrameworkLog.log("UndoManager.endUndoGrouping() without a matching beginUndoGrouping(); ignored")
            return
        }
        if let parent = openGroups.last {
            parent.actions += group.actions
            if parent.actionName.isEmpty { parent.actionName = group.actionName }
            return
        }
        guard !group.actions.isEmpty else { return }
        switch mode {
        case .undoing:
            redoStack.append(group)
        case .redoing:
            undoStack.append(group)
        case .normal:
            undoStack.append(group)
            // A new operation invalidates what could be redone.
            redoStack.removeAll()
            trim()
            post(.NSUndoManagerDidCloseUndoGroup)
        }
    }

    // MARK: Undo and redo

    /// Undoes the last group (closing the group opened for this event first).
    open func undo() {
        if groupsByEvent, openGroups.count == 1, implicitGroupTimer != nil { closeImplicitGroup() }
        guard openGroups.isEmpty else {
            FrameworkLog.log("UndoManager.undo(): a group is still open (groupingLevel \(openGroups.count)); nothing undone")
            return
        }
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerWillUndoChange)
        run(group, as: .undoing)
        post(.NSUndoManagerDidUndoChange)
    }

    /// Undoes the innermost open group, or the last closed one.
    open func undoNestedGroup() {
        if let open = openGroups.last, !open.actions.isEmpty {
            openGroups.removeLast()
            run(open, as: .undoing)
            return
        }
        undo()
    }

    open func redo() {
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        post(.NSUndoManagerWillRedoChange)
        run(group, as: .redoing)
        post(.NSUndoManagerDidRedoChange)
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        implicitGroupTimer?.invalidate()
        implicitGroupTimer = nil
    }

    open func removeAllActions(withTarget target: AnyObject) {
        for group in undoStack + redoStack + openGroups {
            group.actions.removeAll { $0.target === target || $0.target == nil }
        }
        undoStack.removeAll { $0.actions.isEmpty }
        redoStack.removeAll { $0.actions.isEmpty }
    }

    // MARK: Internals

    private func record(_ action: Action) {
        if openGroups.isEmpty {
            guard groupsByEvent || mode != .normal else {
                FrameworkLog.log("UndoManager: registration outside a group with groupsByEvent off; ignored")
                return
            }
            beginUndoGrouping()
            if mode == .normal {
                implicitGroupTimer = FrameworkScheduler.shared.schedule(after: 0) { [weak self] in
                    self?.closeImplicitGroup()
                }
            }
        }
        openGroups[openGroups.count - 1].actions.append(action)
    }

    private func closeImplicitGroup() {
        implicitGroupTimer?.invalidate()
        implicitGroupTimer = nil
        if openGroups.count == 1 { endUndoGrouping() }
    }

    /// Runs a group's actions in reverse, recording what they register as the opposite group.
    private func run(_ group: Group, as newMode: Mode) {
        let previousMode = mode
        mode = newMode
        beginUndoGrouping()
        openGroups[openGroups.count - 1].actionName = group.actionName
        for action in group.actions.reversed() {
            if let target = action.target { action.perform(target) }
        }
        endUndoGrouping()
        mode = previousMode
    }

    private func trim() {
        guard levelsOfUndo > 0, undoStack.count > levelsOfUndo else { return }
        undoStack.removeFirst(undoStack.count - levelsOfUndo)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
