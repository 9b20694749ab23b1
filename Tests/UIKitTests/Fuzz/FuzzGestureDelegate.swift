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

    /// Keyed by the recognizers' names (never by addresses, which differ between runs).
    private func answer(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer?, _ question: UInt64,
                        _ probability: Double) -> Bool {
        var key = salt ^ (question &* 0x100_0000_01B3)
        for byte in (a.name ?? "").utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01B3 }
        key ^= 0xFF
        for byte in (b?.name ?? "").utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var generator = FuzzRandom(seed: key)
        return generator.chance(probability)
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
        // Per touch too: the touch's location is as reproducible as the stream.
        let location = touch.location(in: nil)
        return answer(gestureRecognizer, nil, 5 &+ UInt64(max(0, location.x * 31 + location.y)), receiveProbability)
    }
}
