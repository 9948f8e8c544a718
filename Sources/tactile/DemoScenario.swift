/// The scenario `tactile demo` replays: one photo view with the four recognizers people meet
/// first, arbitrated the UIKit way. `tactile demo --scenario` prints it, as a starting point.
let demoScenario = """
    # Tactile demo: a tap, a double tap, a long press and a pan on one view.
    # The single tap requires the double tap to fail, so it waits 350 ms after a lone tap.
    scene:
      windows:
        - id: Screen
          frame: [0, 0, 400, 800]
          views:
            - id: Photo
              frame: [0, 0, 400, 400]
              recognizers:
                - {id: DoubleTap, type: tap, numberOfTapsRequired: 2}
                - {id: Tap, type: tap, requireToFail: [DoubleTap]}
                - {id: LongPress, type: longPress}
                - {id: Pan, type: pan}
    input:
      # a single tap: Tap waits for DoubleTap to fail (350 ms after the up), then recognizes
      - {t: 0, touch: down, id: 1, x: 100, y: 100}
      - {t: 80, touch: up, id: 1}
      # a double tap: DoubleTap recognizes on the second up; Tap fails with it
      - {t: 1000, touch: down, id: 1, x: 200, y: 100}
      - {t: 1080, touch: up, id: 1}
      - {t: 1200, touch: down, id: 1, x: 202, y: 101}
      - {t: 1280, touch: up, id: 1}
      # a long press: held still for 0.5 s it begins; lifting the finger ends it
      - {t: 2000, touch: down, id: 1, x: 200, y: 200}
      - {t: 2700, touch: up, id: 1}
      # a pan: moving 10 pt begins it (and fails the taps and the long press)
      - {t: 3000, touch: down, id: 1, x: 100, y: 300}
      - {t: 3016, touch: move, id: 1, x: 106, y: 300}
      - {t: 3032, touch: move, id: 1, x: 114, y: 301}
      - {t: 3048, touch: move, id: 1, x: 140, y: 302}
      - {t: 3064, touch: move, id: 1, x: 180, y: 304}
      - {t: 3080, touch: up, id: 1}
    """
