/// The class default hugging priorities of the view classes asked last. The answer is a
/// protocol conformance check (`ContentPriorityDefaults`), which costs about 800 instructions;
/// the engine asks for every view with an intrinsic size on both axes, and a screen holds
/// few classes. A class's answer never changes, so entries are never stale.
@MainActor
enum ContentHuggingDefaultsCache {
    private static var entries: [(type: ObjectIdentifier, horizontal: UILayoutPriority, vertical: UILayoutPriority)] = []

    static func priorities(of type: UIView.Type) -> (horizontal: UILayoutPriority, vertical: UILayoutPriority) {
        let key = ObjectIdentifier(type)
        for entry in entries where entry.type == key { return (entry.horizontal, entry.vertical) }
        let found: (horizontal: UILayoutPriority, vertical: UILayoutPriority)
        if let defaults = type as? any ContentPriorityDefaults.Type {
            found = defaults.defaultContentHuggingPriorities
        } else {
            found = (.defaultLow, .defaultLow)
        }
        // Classes are never freed, so an identifier is never reused; a few are enough.
        if entries.count >= 8 { entries.removeFirst() }
        entries.append((key, found.horizontal, found.vertical))
        return found
    }
}
