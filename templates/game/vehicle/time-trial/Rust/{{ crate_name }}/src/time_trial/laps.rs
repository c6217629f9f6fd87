//! The lap times the Time Trial UI keeps (`UTimeTrialUI::UpdateLapCount`), with no engine: the
//! widget calls [`LapTimes::lap_started`]; `cargo test` checks it.

/// The lap counter's state, in game seconds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LapTimes {
    /// When the previous lap started.
    pub last_lap_time: f32,
    /// The best lap's time; negative while no lap is complete.
    pub best_lap_time: f32,
    /// When the current lap started.
    pub lap_start_time: f32,
    /// The current lap, from 1.
    pub current_lap: i32,
}

impl LapTimes {
    /// Lap `lap` starts at `start` (game seconds). Lap 1 (the race's start) clears the best time;
    /// each later lap ends the one before, whose time becomes the best when it is the first or
    /// quicker than the best.
    pub fn lap_started(self, lap: i32, start: f32) -> LapTimes {
        let lap_time = start - self.last_lap_time;
        let best_lap_time = if lap <= 1 {
            -1.0
        } else if self.best_lap_time < 0.0 || lap_time < self.best_lap_time {
            lap_time
        } else {
            self.best_lap_time
        };
        LapTimes { last_lap_time: start, best_lap_time, lap_start_time: start, current_lap: lap }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRESH: LapTimes = LapTimes { last_lap_time: 0.0, best_lap_time: 0.0, lap_start_time: 0.0, current_lap: 0 };

    #[test]
    fn the_race_start_is_lap_one_with_no_best_time() {
        let started = FRESH.lap_started(1, 12.5);
        assert_eq!(started, LapTimes { last_lap_time: 12.5, best_lap_time: -1.0, lap_start_time: 12.5, current_lap: 1 });
    }

    #[test]
    fn the_first_complete_lap_is_the_best_then_only_a_quicker_one() {
        let second = FRESH.lap_started(1, 10.0).lap_started(2, 70.0);
        assert_eq!(second.best_lap_time, 60.0);
        assert_eq!(second.current_lap, 2);
        // Slower: the best stays; quicker: it is the best.
        let third = second.lap_started(3, 135.0);
        assert_eq!(third.best_lap_time, 60.0);
        assert_eq!(third.lap_start_time, 135.0);
        assert_eq!(third.lap_started(4, 190.0).best_lap_time, 55.0);
    }

    #[test]
    fn a_restarted_race_clears_the_best_time() {
        let raced = FRESH.lap_started(1, 0.0).lap_started(2, 50.0);
        assert_eq!(raced.lap_started(1, 80.0).best_lap_time, -1.0);
    }
}
