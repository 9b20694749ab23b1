import Foundation

// UIKit declares each delegate method once, in Objective-C, with a completion handler; Swift
// imports it so that a conformer writes either the completion-handler form or the `async`
// form (with its own labels, e.g. `contextsFor:`). A Swift protocol cannot offer one
// requirement two ways, so each method is two requirements here, each defaulting to the other:
// a conformer implements whichever form it uses on iOS. (Implementing neither would recurse,
// but the coordinator never calls its delegate on Linux.)

extension UIWritingToolsCoordinator {
    /// The view's side of Writing Tools (UIKit, iOS 18.2). Never called here (Writing Tools
    /// never runs on Linux).
    @preconcurrency @MainActor
    public protocol Delegate: AnyObject {
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsContextsFor scope: UIWritingToolsCoordinator.ContextScope,
                                     completion: @escaping ([UIWritingToolsCoordinator.Context]) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                     contextsFor scope: UIWritingToolsCoordinator.ContextScope) async -> [UIWritingToolsCoordinator.Context]

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                     proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                     animationParameters: UIWritingToolsCoordinator.AnimationParameters?,
                                     completion: @escaping (NSAttributedString?) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                     proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                     animationParameters: UIWritingToolsCoordinator.AnimationParameters?) async -> NSAttributedString?

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue], in context: UIWritingToolsCoordinator.Context,
                                     completion: @escaping () -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue],
                                     in context: UIWritingToolsCoordinator.Context) async

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsRangeInContextWithIdentifierFor point: CGPoint,
                                     completion: @escaping (NSRange, UUID) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                     rangeInContextWithIdentifierFor point: CGPoint) async -> (NSRange, UUID)

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsBoundingBezierPathsFor range: NSRange,
                                     in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, boundingBezierPathsFor range: NSRange,
                                     context: UIWritingToolsCoordinator.Context) async -> [UIBezierPath]

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsUnderlinePathsFor range: NSRange,
                                     in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, underlinePathsFor range: NSRange,
                                     context: UIWritingToolsCoordinator.Context) async -> [UIBezierPath]

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, prepareFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                     for range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping () -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, prepareFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                     for range: NSRange, in context: UIWritingToolsCoordinator.Context) async

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsPreviewFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                     of range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping (UITargetedPreview?) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, previewFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                     range: NSRange, context: UIWritingToolsCoordinator.Context) async -> UITargetedPreview?

        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, finish textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                     for range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping () -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, finish textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                     for range: NSRange, in context: UIWritingToolsCoordinator.Context) async

        // UIKit: optional.
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsSingleContainerSubrangesOf range: NSRange,
                                     in context: UIWritingToolsCoordinator.Context, completion: @escaping ([NSValue]) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, singleContainerSubrangesOf range: NSRange,
                                     in context: UIWritingToolsCoordinator.Context) async -> [NSValue]

        // UIKit: optional.
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsDecorationContainerViewFor range: NSRange,
                                     in context: UIWritingToolsCoordinator.Context, completion: @escaping (UIView) -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, decorationContainerViewFor range: NSRange,
                                     in context: UIWritingToolsCoordinator.Context) async -> UIView

        // UIKit: optional.
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, willChangeTo newState: UIWritingToolsCoordinator.State,
                                     completion: @escaping () -> Void)
        func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, willChangeTo newState: UIWritingToolsCoordinator.State) async
    }
}

// Each completion-handler form runs the async form; each required async form waits for the
// completion-handler form, each optional one gives UIKit's default. (The coordinator would
// call the completion-handler forms.)
extension UIWritingToolsCoordinator.Delegate {
    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsContextsFor scope: UIWritingToolsCoordinator.ContextScope,
                                        completion: @escaping ([UIWritingToolsCoordinator.Context]) -> Void) {
        Task { @MainActor in completion(await self.writingToolsCoordinator(writingToolsCoordinator, contextsFor: scope)) }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                        contextsFor scope: UIWritingToolsCoordinator.ContextScope) async -> [UIWritingToolsCoordinator.Context] {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, requestsContextsFor: scope) { continuation.resume(returning: $0) }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                        proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                        animationParameters: UIWritingToolsCoordinator.AnimationParameters?,
                                        completion: @escaping (NSAttributedString?) -> Void) {
        Task { @MainActor in
            completion(await self.writingToolsCoordinator(writingToolsCoordinator, replace: range, in: context, proposedText: replacementText,
                                                          reason: reason, animationParameters: animationParameters))
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                        proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                        animationParameters: UIWritingToolsCoordinator.AnimationParameters?) async -> NSAttributedString? {
        let text = await withCheckedContinuation { (continuation: CheckedContinuation<WritingToolsValueBox<NSAttributedString?>, Never>) in
            self.writingToolsCoordinator(writingToolsCoordinator, replace: range, in: context, proposedText: replacementText, reason: reason,
                                         animationParameters: animationParameters) { continuation.resume(returning: WritingToolsValueBox($0)) }
        }
        return text.value
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue], in context: UIWritingToolsCoordinator.Context,
                                        completion: @escaping () -> Void) {
        Task { @MainActor in
            await self.writingToolsCoordinator(writingToolsCoordinator, select: ranges, in: context)
            completion()
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue],
                                        in context: UIWritingToolsCoordinator.Context) async {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, select: ranges, in: context) { continuation.resume() }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsRangeInContextWithIdentifierFor point: CGPoint,
                                        completion: @escaping (NSRange, UUID) -> Void) {
        Task { @MainActor in
            let (range, identifier) = await self.writingToolsCoordinator(writingToolsCoordinator, rangeInContextWithIdentifierFor: point)
            completion(range, identifier)
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                        rangeInContextWithIdentifierFor point: CGPoint) async -> (NSRange, UUID) {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, requestsRangeInContextWithIdentifierFor: point) {
                continuation.resume(returning: ($0, $1))
            }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsBoundingBezierPathsFor range: NSRange,
                                        in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void) {
        Task { @MainActor in completion(await self.writingToolsCoordinator(writingToolsCoordinator, boundingBezierPathsFor: range, context: context)) }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, boundingBezierPathsFor range: NSRange,
                                        context: UIWritingToolsCoordinator.Context) async -> [UIBezierPath] {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, requestsBoundingBezierPathsFor: range, in: context) { continuation.resume(returning: $0) }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsUnderlinePathsFor range: NSRange,
                                        in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void) {
        Task { @MainActor in completion(await self.writingToolsCoordinator(writingToolsCoordinator, underlinePathsFor: range, context: context)) }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, underlinePathsFor range: NSRange,
                                        context: UIWritingToolsCoordinator.Context) async -> [UIBezierPath] {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, requestsUnderlinePathsFor: range, in: context) { continuation.resume(returning: $0) }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, prepareFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                        for range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping () -> Void) {
        Task { @MainActor in
            await self.writingToolsCoordinator(writingToolsCoordinator, prepareFor: textAnimation, for: range, in: context)
            completion()
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, prepareFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                        for range: NSRange, in context: UIWritingToolsCoordinator.Context) async {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, prepareFor: textAnimation, for: range, in: context) { continuation.resume() }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsPreviewFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                        of range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping (UITargetedPreview?) -> Void) {
        Task { @MainActor in
            completion(await self.writingToolsCoordinator(writingToolsCoordinator, previewFor: textAnimation, range: range, context: context))
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, previewFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                        range: NSRange, context: UIWritingToolsCoordinator.Context) async -> UITargetedPreview? {
        let preview = await withCheckedContinuation { (continuation: CheckedContinuation<WritingToolsValueBox<UITargetedPreview?>, Never>) in
            self.writingToolsCoordinator(writingToolsCoordinator, requestsPreviewFor: textAnimation, of: range, in: context) {
                continuation.resume(returning: WritingToolsValueBox($0))
            }
        }
        return preview.value
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, finish textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                        for range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping () -> Void) {
        Task { @MainActor in
            await self.writingToolsCoordinator(writingToolsCoordinator, finish: textAnimation, for: range, in: context)
            completion()
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, finish textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                        for range: NSRange, in context: UIWritingToolsCoordinator.Context) async {
        await withCheckedContinuation { continuation in
            self.writingToolsCoordinator(writingToolsCoordinator, finish: textAnimation, for: range, in: context) { continuation.resume() }
        }
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsSingleContainerSubrangesOf range: NSRange,
                                        in context: UIWritingToolsCoordinator.Context, completion: @escaping ([NSValue]) -> Void) {
        Task { @MainActor in
            completion(await self.writingToolsCoordinator(writingToolsCoordinator, singleContainerSubrangesOf: range, in: context))
        }
    }

    /// UIKit's optional method: by default the whole range is one container's.
    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, singleContainerSubrangesOf range: NSRange,
                                        in context: UIWritingToolsCoordinator.Context) async -> [NSValue] {
        [NSValue(range: range)]
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsDecorationContainerViewFor range: NSRange,
                                        in context: UIWritingToolsCoordinator.Context, completion: @escaping (UIView) -> Void) {
        Task { @MainActor in
            completion(await self.writingToolsCoordinator(writingToolsCoordinator, decorationContainerViewFor: range, in: context))
        }
    }

    /// UIKit's optional method: by default the coordinator's decoration container, else its
    /// view.
    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, decorationContainerViewFor range: NSRange,
                                        in context: UIWritingToolsCoordinator.Context) async -> UIView {
        writingToolsCoordinator.decorationContainerView ?? writingToolsCoordinator.view ?? UIView()
    }

    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, willChangeTo newState: UIWritingToolsCoordinator.State,
                                        completion: @escaping () -> Void) {
        Task { @MainActor in
            await self.writingToolsCoordinator(writingToolsCoordinator, willChangeTo: newState)
            completion()
        }
    }

    /// UIKit's optional method: by default nothing to do.
    public func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, willChangeTo newState: UIWritingToolsCoordinator.State) async {}
}

/// Carries a main-actor value through a continuation resumed on the main actor.
fileprivate struct WritingToolsValueBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
