import Foundation

/// The few uniform type identifiers the drag and drop types use and what each conforms to
/// (a small part of the system's type tree; Linux has no UniformTypeIdentifiers).
enum UniformTypeConformance {
    static let parents: [String: [String]] = [
        "public.utf8-plain-text": ["public.plain-text"],
        "public.utf16-plain-text": ["public.plain-text"],
        "public.plain-text": ["public.text"],
        "public.text": ["public.data", "public.content"],
        "public.url": ["public.data"],
        "public.file-url": ["public.url"],
        "public.png": ["public.image"],
        "public.jpeg": ["public.image"],
        "public.image": ["public.data", "public.content"],
        "public.data": ["public.item"],
        "public.content": ["public.item"],
    ]

    /// Whether `type` is `other` or (transitively) conforms to it.
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other { return true }
        var seen: Set<String> = [type], pending = [type]
        while let next = pending.popLast() {
            for parent in parents[next] ?? [] where seen.insert(parent).inserted {
                if parent == other { return true }
                pending.append(parent)
            }
        }
        return false
    }
}
