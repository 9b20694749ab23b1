import Foundation

/// A drop over a text view (UIKit, iOS 11): where it would land and what UIKit proposes.
@preconcurrency @MainActor
public protocol UITextDropRequest: NSObjectProtocol {
    var dropPosition: UITextPosition { get }
    var suggestedProposal: UITextDropProposal { get }
    var isSameView: Bool { get }
    var dropSession: any UIDropSession { get }
}
