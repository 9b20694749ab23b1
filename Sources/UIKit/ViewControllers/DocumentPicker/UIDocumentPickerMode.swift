/// What a document picker does with what the user picks (UIKit's raw values).
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Opening a copy of a file.
    case `import` = 0
    /// Opening the file itself.
    case open = 1
    /// Saving a copy of files to a chosen folder.
    case exportToService = 2
    /// Moving files to a chosen folder.
    case moveToService = 3
}
