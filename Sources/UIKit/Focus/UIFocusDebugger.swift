import Foundation

/// Reports on the focus system, for use from the debugger (UIKit): `po UIFocusDebugger.status()`.
/// The reports describe this framework's focus state: the key window's focused item, why an
/// item can or cannot be focused, the focus groups and preferred environments, and where a
/// focus update would go (without moving focus).
@preconcurrency @MainActor
open class UIFocusDebugger: NSObject {
    /// How to use the other functions.
    open class func help() -> any UIFocusDebuggerOutput {
        FocusDebuggerReport([
            "UIFocusDebugger: focus debugging commands (in lldb: po UIFocusDebugger.<command>)",
            "  status() — the focused item of the key window and its focus group",
            "  checkFocusability(for: item) — whether the item can be focused, and why not",
            "  simulateFocusUpdateRequest(from: environment) — where a focus update from the environment would go",
            "  focusGroups(for: environment) — the focus groups inside the environment and their items",
            "  preferredFocusEnvironments(for: environment) — the environment's preferred focus environments, nested",
        ])
    }

    /// The key window's focus state: its focused item (or deferred item) and its group.
    open class func status() -> any UIFocusDebuggerOutput {
        guard let window = UIApplication.shared.keyWindow else {
            return FocusDebuggerReport(["No key window: there is no focus system to report on."])
        }
        var lines = ["Focus system of \(name(of: window))"]
        let system = window.focusSystem
        if let item = system.focusedItem {
            lines.append("Focused item: \(name(of: item))")
            lines.append("Focus group: \(UIFocusSystem.groupIdentifier(of: item) ?? "(its own group)")")
        } else if let deferred = system.deferredItem {
            lines.append("No item is focused: focus on \(name(of: deferred)) is deferred until the user navigates with the keyboard.")
        } else {
            lines.append("No item is focused.")
        }
        return FocusDebuggerReport(lines)
    }

    /// Whether `item` can be focused now, with each reason it cannot.
    open class func checkFocusability(for item: any UIFocusItem) -> any UIFocusDebuggerOutput {
        var issues: [String] = []
        if !item.canBecomeFocused { issues.append("canBecomeFocused is false.") }
        let view = UIFocusSystem.view(containing: item)
        var current = view
        while let checked = current {
            let who = checked === view ? "The item's view" : "An ancestor (\(name(of: checked)))"
            if checked.isHidden { issues.append("\(who) is hidden.") }
            if checked.alpha <= 0.01 { issues.append("\(who) is transparent (alpha \(checked.alpha)).") }
            if !checked.isUserInteractionEnabled { issues.append("\(who) has user interaction disabled.") }
            current = checked.superview
        }
        let window = UIFocusSystem.window(of: item)
        if window == nil { issues.append("The item is not in a window.") }
        if issues.isEmpty, let window {
            let system = window.focusSystem
            if !system.isFocusable(item, among: system.collectCandidates()) {
                issues.append("The item is covered by a view drawn above it that is not focusable.")
            }
        }
        if issues.isEmpty { return FocusDebuggerReport(["\(name(of: item)) can become focused."]) }
        return FocusDebuggerReport(["\(name(of: item)) cannot become focused:"] + issues.map { "  - \($0)" })
    }

    /// Where a focus update requested by `environment` would move focus (focus does not move).
    open class func simulateFocusUpdateRequest(from environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        var lines = ["Simulating a focus update requested by \(name(of: environment))"]
        guard let window = UIFocusSystem.window(of: environment) else {
            return FocusDebuggerReport(lines + ["The environment is not in a window: the request is ignored."])
        }
        let system = window.focusSystem
        if let current = system.focusedItem ?? system.deferredItem, !UIFocusSystem.environment(environment, contains: current) {
            lines.append("The environment does not contain the focused item (\(name(of: current))): the request is ignored.")
            return FocusDebuggerReport(lines)
        }
        let preferred = environment.preferredFocusEnvironments.filter { $0 !== environment }
        if !preferred.isEmpty {
            lines.append("Preferred focus environments: " + preferred.map { name(of: $0) }.joined(separator: ", "))
        }
        if let target = system.preferredItem(in: environment, candidates: system.collectCandidates()) {
            lines.append("Focus would move to \(name(of: target)).")
        } else {
            lines.append("No focusable item was found: focus would not change.")
        }
        return FocusDebuggerReport(lines)
    }

    /// The focus groups of the focusable items inside `environment`, in reading order.
    open class func focusGroups(for environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        guard let window = UIFocusSystem.window(of: environment) else {
            return FocusDebuggerReport(["\(name(of: environment)) is not in a window: no focus groups."])
        }
        let system = window.focusSystem
        let items = system.readingOrder(system.collectCandidates()).compactMap(\.item)
            .filter { UIFocusSystem.environment(environment, contains: $0) }
        guard !items.isEmpty else { return FocusDebuggerReport(["No focusable items in \(name(of: environment))."]) }
        var order: [String] = []
        var members: [String: [String]] = [:]
        for item in items {
            let group = UIFocusSystem.groupIdentifier(of: item) ?? "(own group) \(name(of: item))"
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(name(of: item))
        }
        var lines = ["Focus groups in \(name(of: environment)):"]
        for group in order {
            lines.append("  \(group)")
            lines += (members[group] ?? []).map { "    \($0)" }
        }
        return FocusDebuggerReport(lines)
    }

    /// `environment`'s preferred focus environments, each with its own, nested.
    open class func preferredFocusEnvironments(for environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        var lines: [String] = []
        var visited: Set<ObjectIdentifier> = []
        func visit(_ environment: any UIFocusEnvironment, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            guard visited.insert(ObjectIdentifier(environment)).inserted else {
                lines.append("\(indent)\(name(of: environment)) (already listed)")
                return
            }
            lines.append(indent + name(of: environment))
            for preferred in environment.preferredFocusEnvironments where preferred !== environment {
                visit(preferred, depth: depth + 1)
            }
        }
        visit(environment, depth: 0)
        return FocusDebuggerReport(lines)
    }

    /// A short name: the class and address, with a view's frame.
    private static func name(of environment: AnyObject) -> String {
        let address = String(UInt(bitPattern: ObjectIdentifier(environment).hashValue), radix: 16)
        if let view = environment as? UIView {
            return "<\(type(of: view)): 0x\(address); frame = \(view.frame)>"
        }
        return "<\(type(of: environment)): 0x\(address)>"
    }
}
