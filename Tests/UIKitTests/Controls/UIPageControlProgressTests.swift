import XCTest
import QuartzCore
import UIKit
import UIKitTesting

/// iOS 16's page control direction and current-page images, iOS 17's progress and timer progress.
@MainActor
final class UIPageControlProgressTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private final class Recorder: NSObject, UIPageControlTimerProgressDelegate {
        var advances: [Int] = []
        var allowAdvance = true
        var initialProgress: Float = 0
        var changes = 0

        func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
            advances.append(page)
            return allowAdvance
        }

        func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) { changes += 1 }

        func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float {
            initialProgress
        }
    }

    private func pageControlInWindow(pages: Int) -> (UIWindow, UIPageControl) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 300, height: 26))
        control.numberOfPages = pages
        window.addSubview(control)
        window.makeKeyAndVisible()
        return (window, control)
    }

    func testCurrentProgressIsClampedAndResetsWhenThePageChanges() async {
        let progress = UIPageControlProgress()
        progress.currentProgress = 3
        XCTAssertEqual(progress.currentProgress, 1, "UIKit clamps to 0...1")
        progress.currentProgress = -1
        XCTAssertEqual(progress.currentProgress, 0)
        XCTAssertTrue(progress.isProgressVisible)
        let control = UIPageControl()
        control.numberOfPages = 3
        control.progress = progress
        progress.currentProgress = 0.7
        control.currentPage = 2
        XCTAssertEqual(progress.currentProgress, 0, "UIKit: a page change starts the progress at 0")
        let recorder = Recorder()
        recorder.initialProgress = 0.25
        progress.delegate = recorder
        control.currentPage = 1
        XCTAssertEqual(progress.currentProgress, 0.25, "the delegate's initial progress")
    }

    func testTimerProgressFillsOverTheDurationThenMovesToTheNextPage() async {
        let (window, control) = pageControlInWindow(pages: 3)
        var valueChanges = 0
        control.addAction(UIAction { _ in valueChanges += 1 }, for: .valueChanged)
        let timer = UIPageControlTimerProgress(preferredDuration: 1)
        XCTAssertFalse(timer.resetsToInitialPageAfterEnd, "UIKit: false")
        XCTAssertFalse(timer.isRunning)
        control.progress = timer
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(timer.currentProgress, 0, "nothing until resumed")
        timer.resumeTimer()
        XCTAssertTrue(timer.isRunning)
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(timer.currentProgress, 0.5, accuracy: 0.05)
        XCTAssertEqual(control.currentPage, 0)
        ManualClock.advance(by: 0.55)
        XCTAssertEqual(control.currentPage, 1, "a page per duration")
        XCTAssertEqual(valueChanges, 1, "the move sends valueChanged")
        XCTAssertLessThan(timer.currentProgress, 0.2, "the next page starts over")
        timer.pauseTimer()
        let paused = timer.currentProgress
        ManualClock.advance(by: 2)
        XCTAssertEqual(timer.currentProgress, paused, "a paused timer keeps its progress")
        XCTAssertEqual(control.currentPage, 1)
        timer.resumeTimer()
        ManualClock.advance(by: 3)
        XCTAssertEqual(control.currentPage, 2, "stops at the last page without resetsToInitialPageAfterEnd")
        XCTAssertFalse(timer.isRunning)
        withExtendedLifetime(window) {}
    }

    func testTimerLoopsWithResetAndAsksItsDelegate() async {
        let (window, control) = pageControlInWindow(pages: 2)
        let timer = UIPageControlTimerProgress(preferredDuration: 1)
        timer.resetsToInitialPageAfterEnd = true
        timer.setDuration(0.5, forPage: 1)
        XCTAssertEqual(timer.duration(forPage: 1), 0.5)
        XCTAssertEqual(timer.duration(forPage: 0), 1, "the preferred duration otherwise")
        let recorder = Recorder()
        timer.delegate = recorder
        control.progress = timer
        timer.resumeTimer()
        ManualClock.advance(by: 1.05)
        XCTAssertEqual(control.currentPage, 1)
        ManualClock.advance(by: 0.55)
        XCTAssertEqual(control.currentPage, 0, "back to the first page")
        XCTAssertEqual(recorder.advances, [1, 0])
        XCTAssertGreaterThan(recorder.changes, 10, "told at every frame")
        recorder.allowAdvance = false
        ManualClock.advance(by: 1.1)
        XCTAssertEqual(control.currentPage, 0, "the delegate refused")
        XCTAssertFalse(timer.isRunning, "the timer pauses at the end of the page")
        timer.setDuration(0, forPage: 1)
        XCTAssertEqual(timer.duration(forPage: 1), 1, "0 removes the page's duration")
        withExtendedLifetime(window) {}
    }

    func testTimerOutsideAWindowDoesNotRun() async {
        let control = UIPageControl()
        control.numberOfPages = 3
        let timer = UIPageControlTimerProgress(preferredDuration: 0.5)
        control.progress = timer
        timer.resumeTimer()
        ManualClock.advance(by: 2)
        XCTAssertEqual(control.currentPage, 0)
        XCTAssertEqual(timer.currentProgress, 0)
    }

    func testVerticalDirectionStacksTheIndicators() async {
        let control = UIPageControl()
        XCTAssertEqual(control.direction, .natural)
        control.direction = .topToBottom
        let size = control.size(forNumberOfPages: 3)
        XCTAssertGreaterThan(size.height, size.width, "vertical page controls are tall")
        control.numberOfPages = 3
        control.frame = CGRect(origin: .zero, size: size)
        control.layoutIfNeeded()
        let dots = control.subviews.compactMap { $0 as? UIImageView }
        XCTAssertEqual(dots.count, 3)
        XCTAssertEqual(dots[0].center.x, dots[2].center.x, accuracy: 0.5)
        XCTAssertEqual(dots[2].center.y - dots[0].center.y, 32, accuracy: 0.5, "16 points apart, top to bottom")
        control.direction = .bottomToTop
        control.layoutIfNeeded()
        XCTAssertLessThan(dots[2].center.y, dots[0].center.y, "the first page at the bottom")
        control.direction = .rightToLeft
        control.frame = CGRect(origin: .zero, size: control.size(forNumberOfPages: 3))
        control.layoutIfNeeded()
        XCTAssertLessThan(dots[2].center.x, dots[0].center.x, "the first page on the right")
    }

    func testCurrentPageIndicatorImages() async {
        let control = UIPageControl()
        control.numberOfPages = 3
        let star = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let heart = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
        XCTAssertNil(control.preferredCurrentPageIndicatorImage)
        control.preferredCurrentPageIndicatorImage = star
        control.setCurrentPageIndicatorImage(heart, forPage: 2)
        XCTAssertTrue(control.currentPageIndicatorImage(forPage: 0) === star)
        XCTAssertTrue(control.currentPageIndicatorImage(forPage: 2) === heart)
        control.frame = CGRect(x: 0, y: 0, width: 100, height: 26)
        control.layoutIfNeeded()
        let dots = control.subviews.compactMap { $0 as? UIImageView }
        XCTAssertEqual(dots[0].bounds.size, CGSize(width: 10, height: 10), "the current page shows its current image")
        XCTAssertNil(dots[1].image, "the other pages keep their dots")
        control.currentPage = 2
        control.layoutIfNeeded()
        XCTAssertEqual(dots[2].bounds.size, CGSize(width: 12, height: 12))
        XCTAssertNil(dots[0].image)
    }
}
