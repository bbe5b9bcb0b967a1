// The client project's setup: the moved clock TEST_CLOCK names.
import { useTestClock } from "./fixed-clock";

useTestClock(process.env.TEST_CLOCK);
