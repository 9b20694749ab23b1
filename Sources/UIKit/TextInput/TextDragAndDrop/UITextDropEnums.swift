/// Where dropped text goes (UIKit's raw values).
public enum UITextDropAction: Int, @unchecked Sendable {
    case insert = 0
    case replaceSelection = 1
    case replaceAll = 2
}

/// Who shows a drop's progress (UIKit's raw values).
public enum UITextDropProgressMode: Int, @unchecked Sendable {
    case system = 0
    case custom = 1
}

/// Who inserts the dropped text (UIKit's raw values).
public enum UITextDropPerformer: Int, @unchecked Sendable {
    case view = 0
    case delegate = 1
}

/// Whether a non-editable text view accepts a drop (UIKit's raw values).
public enum UITextDropEditability: Int, @unchecked Sendable {
    case no = 0
    case temporary = 1
    case yes = 2
}
