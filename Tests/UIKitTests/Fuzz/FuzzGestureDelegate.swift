import UIKit

/// A recognizer delegate whose answers are fixed per seed and per recognizer pair, so that a
/// run is reproducible and still covers every combination over many seeds.
final class FuzzGestureDelegate: UIGestureRecognizerDelegate {
    private let salt: UInt64
    private let beginProbability: Double
    private let receiveProbability: Double

    init(salt: UInt64, beginProbability: Double, receiveProbability: Double) {
        self.salt = salt
        self.beginProbability = beginProbability
        self.receiveProbability = receiveProbability
    }

    private func answer(_ a: AnyObject, _ b: AnyObject?, _ question: UInt64, _ probability: Double) -> Bool {
        var hasher = FuzzRandom(seed: salt ^ question
            ^ UInt64(UInt(bitPattern: ObjectIdentifier(a).hashValue)) &* 31
            ^ UInt64(UInt(bitPattern: b.map { ObjectIdentifier($0).hashValue } ?? 0)))
        return hasher.chance(probability)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        answer(gestureRecognizer, nil, 1, beginProbability)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        answer(gestureRecognizer, other, 2, 0.3)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        answer(gestureRecognizer, other, 3, 0.1)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
        answer(gestureRecognizer, other, 4, 0.1)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        answer(gestureRecognizer, touch, 5, receiveProbability)
    }
}
