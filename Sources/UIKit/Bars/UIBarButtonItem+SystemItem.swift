extension UIBarButtonItem {
    /// The system's bar button items (UIKit).
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        @available(iOS, introduced: 4.0, deprecated: 11.0)
        case pageCurl = 23
        case close = 24

        /// UIKit: these items are words (English titles here); the others are symbols.
        var systemTitle: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// The name VoiceOver reads for the item.
        var accessibilityName: String? {
            switch self {
            case .done, .cancel, .edit, .save, .undo, .redo: return systemTitle
            case .add: return "Add"
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Fast Forward"
            case .close: return "Close"
            case .pageCurl: return "Page Curl"
            case .flexibleSpace, .fixedSpace: return nil
            }
        }
    }
}
