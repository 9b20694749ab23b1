import Foundation

extension UICellAccessory {
    /// Which edge a custom accessory sits on, when it shows, and where among that edge's
    /// accessories.
    public enum Placement {
        /// Given the accessories on the edge (in order from the leading side), returns the
        /// index to insert the custom accessory at.
        public typealias Position = ([UICellAccessory]) -> Int

        case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })

        /// Just after the first accessory of the same type as `accessory` (UIKit: at the end
        /// when there is none).
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.isSameType(as: accessory.kind) }.map { $0 + 1 } ?? accessories.count }
        }

        /// Just before the first accessory of the same type as `accessory` (UIKit: at the end
        /// when there is none).
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.isSameType(as: accessory.kind) } ?? accessories.count }
        }

        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): return displayed
            }
        }

        var position: Position {
            switch self {
            case .leading(_, let position), .trailing(_, let position): return position
            }
        }
    }
}
