import Foundation

/// A segue a storyboard declares (the `OpenUIKitSegues` key of its `Info.plist`: source
/// scene identifier → segue identifier → `{"destination": scene identifier, "kind": "show" (the
/// default) | "showDetail" | "presentation"}`).
/// Xcode keeps segues inside the scene nibs, which Linux cannot compile.
struct StoryboardSegueTemplate {
    enum Kind: String {
        case show, showDetail, presentation
    }

    let identifier: String
    let destination: String
    let kind: Kind

    static func templates(from value: Any?) -> [String: [String: StoryboardSegueTemplate]] {
        guard let sources = value as? [String: Any] else { return [:] }
        var result: [String: [String: StoryboardSegueTemplate]] = [:]
        for (source, segues) in sources {
            guard let segues = segues as? [String: Any] else { continue }
            for (identifier, entry) in segues {
                guard let entry = entry as? [String: Any], let destination = entry["destination"] as? String else { continue }
                let kind = (entry["kind"] as? String).flatMap(Kind.init(rawValue:)) ?? .show
                result[source, default: [:]][identifier] = StoryboardSegueTemplate(
                    identifier: identifier, destination: destination, kind: kind)
            }
        }
        return result
    }
}
