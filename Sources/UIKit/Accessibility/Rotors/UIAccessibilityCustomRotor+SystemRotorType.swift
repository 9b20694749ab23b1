extension UIAccessibilityCustomRotor {
    /// The content a system rotor searches (iOS 11; UIKit's raw values).
    public enum SystemRotorType: Int, @unchecked Sendable {
        case none = 0
        case link = 1
        case visitedLink = 2
        case heading = 3
        case headingLevel1 = 4
        case headingLevel2 = 5
        case headingLevel3 = 6
        case headingLevel4 = 7
        case headingLevel5 = 8
        case headingLevel6 = 9
        case boldText = 10
        case italicText = 11
        case underlineText = 12
        case misspelledWord = 13
        case image = 14
        case textField = 15
        case table = 16
        case list = 17
        case landmark = 18
    }
}
