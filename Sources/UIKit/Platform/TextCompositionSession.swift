import Foundation

/// The platform input method's composition as the application sees it: which responder it
/// is going to, and, once focus moved away in the middle of it, the commit the input method
/// may still send for it (which must not land in the next field).
@MainActor
final class TextCompositionSession {
    /// The responder that shows the composition as marked text, and that text.
    private(set) weak var owner: AnyObject?
    private(set) var text = ""
    private var isComposing = false
    /// After focus moved away mid-composition: the text the old responder kept, which the
    /// input method commits again when it is reset (IBus's Hangul engine does).
    private var staleCommit: String?

    enum Verdict: Equatable {
        /// Deliver to the first responder.
        case deliver
        /// Drop: a leftover of a composition whose responder lost focus.
        case dropStale
    }

    /// Decides a composition update (`text` empty: the composition ended) for `responder`.
    func compositionChanged(_ text: String, for responder: UITextInput?) -> Verdict {
        noteFocus(responder)
        if text.isEmpty {
            // Nothing to end when no marked text exists (the old field already committed it).
            let verdict: Verdict = isComposing || staleCommit == nil ? .deliver : .dropStale
            isComposing = false
            owner = nil
            self.text = ""
            return verdict
        }
        staleCommit = nil
        isComposing = true
        owner = responder
        self.text = text
        return .deliver
    }

    /// Decides committed text for `responder`.
    func committed(_ text: String, for responder: UITextInput?) -> Verdict {
        noteFocus(responder)
        defer {
            isComposing = false
            owner = nil
            self.text = ""
        }
        if let stale = staleCommit {
            staleCommit = nil
            if stale == text { return .dropStale }
        }
        return .deliver
    }

    /// A composition whose responder is no longer the first responder (or no longer shows
    /// it) ended there: that responder committed the marked text on resigning.
    private func noteFocus(_ responder: UITextInput?) {
        guard isComposing else { return }
        let ownerShowsIt = (owner as? UITextInput)?.markedTextRange != nil
        if let owner, owner === responder, ownerShowsIt { return }
        staleCommit = owner == nil ? nil : text
        isComposing = false
        owner = nil
        text = ""
    }

    /// A responder whose composition the input method ended (an empty update): its marked
    /// text goes at the end of the turn unless a commit or a new composition replaces it.
    weak var pendingEnd: AnyObject?

    /// The responder a composition is in progress for, if any.
    var composingResponder: AnyObject? { isComposing ? owner : nil }
}
