import QuartzCore

extension UIScreen {
    /// UIKit (iOS 10.3): the time from drawing to the display showing the frame, for audio
    /// and video synchronization. OpenUIKit does not measure the compositor's latency: 0.
    public var calibratedLatency: CFTimeInterval { 0 }
}
