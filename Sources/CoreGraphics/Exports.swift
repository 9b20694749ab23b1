// CoreGraphics on Linux: Foundation already defines CGFloat, CGPoint, CGSize and CGRect;
// this module adds the rest of Apple's CoreGraphics surface on top of them.
@_exported import Foundation
