import UIKit

/// An app activity that records what UIKit asks of it and finishes when performed.
@MainActor
final class RecordingActivity: UIActivity {
    var events: [String] = []
    var preparedItems: [Any] = []
    var accepts = true
    var finishes = true
    var ownController: UIViewController?
    let type: UIActivity.ActivityType
    let title: String

    init(type: String, title: String) {
        self.type = UIActivity.ActivityType(type)
        self.title = title
        super.init()
    }

    override var activityType: UIActivity.ActivityType? { type }
    override var activityTitle: String? { title }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        events.append("canPerform(\(activityItems.count))")
        return accepts
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        events.append("prepare")
        preparedItems = activityItems
    }

    override var activityViewController: UIViewController? { ownController }

    override func perform() {
        events.append("perform")
        if finishes { activityDidFinish(true) }
    }
}

/// A share-category activity (listed before Copy).
@MainActor
final class ShareActivity: UIActivity {
    override class var activityCategory: UIActivity.Category { .share }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.share") }
    override var activityTitle: String? { "Send" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
}

/// An item source whose real item differs per activity.
@MainActor
final class GreetingSource: NSObject, UIActivityItemSource {
    var askedTypes: [UIActivity.ActivityType?] = []

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        askedTypes.append(activityType)
        return activityType == .copyToPasteboard ? "Hello from Copy" : "Hello from \(activityType?.rawValue ?? "nil")"
    }
}

/// An item provider that makes its item when read.
final class ReportProvider: UIActivityItemProvider, @unchecked Sendable {
    override var item: Any { "Report for \(activityType?.rawValue ?? "nil")" }
}
