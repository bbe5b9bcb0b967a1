import { describe, expect, it } from "vitest";
import { dayText, noticeFromPlan, planMissingFrom, type NoticePlan } from "../../../src/shared/assembly/notice";

const plan: NoticePlan = {
  kind: "ordinary",
  firstOn: "2027-03-14",
  firstTime: "14:00",
  firstPlace: "Dernek lokali",
  secondOn: "2027-03-21",
  secondTime: "14:00",
  secondPlace: "Dernek lokali",
  agenda: ["Açılış ve divan kurulu seçimi", "Seçimler"],
};

/** The notice screen's warning before sending (src/shared/assembly/notice.ts): what an edited text no longer says of the plan. */
describe("an edited notice text against the plan", () => {
  it("finds nothing missing in the text made from the plan, nor in a reworded one that keeps its facts", () => {
    expect(planMissingFrom(noticeFromPlan(plan, "Dernek"), plan)).toEqual([]);
    const reworded = `Sayın üyemiz, genel kurulumuz ${dayText(plan.firstOn)} saat 14:00'te dernek  lokalinde toplanıyor; olmazsa ${dayText(plan.secondOn)}. Gündem: açılış ve divan kurulu seçimi, seçimler.`;
    expect(planMissingFrom(reworded, plan)).toEqual([]);
  });

  it("names the days and agenda items the plan changed after the text was edited", () => {
    const edited = noticeFromPlan(plan, "Dernek") + "\nEk bilgi: toplantıdan sonra çay ikramı var.";
    const moved = { ...plan, firstOn: "2027-03-28", secondOn: "2027-04-04", agenda: [...plan.agenda, "Dilek ve temenniler"] };
    expect(planMissingFrom(edited, moved)).toEqual(["ilk toplantının günü", "ikinci toplantının günü", "gündemin 3. maddesi"]);
  });
});
