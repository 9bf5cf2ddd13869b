import type { SermonInput } from "../modules/sermon/sermon.inputs.js";

/**
 * Sample sermons, each with a short recording of silence (silentMp3) so that the player, the range
 * requests and the podcast have something to serve without any audio file kept in the repo.
 */
export const SAMPLE_SERMONS: (SermonInput & { seconds: number; titleSw: string })[] = [
  {
    title: "God so loved the world",
    titleSw: "Mungu aliupenda ulimwengu",
    preacher: "The Rt Rev. Dr. Joseph Wasonga",
    preachedOn: "2026-11-15",
    series: "The Gospel of John",
    passages: "John 3:16-21; Romans 8:31-39",
    notes:
      "<p>The Bishop preached at the cathedral on the love of God that sends, saves and keeps, and called every parish to share it in word and deed.</p>",
    seconds: 20,
  },
  {
    title: "The Good Shepherd",
    titleSw: "Mchungaji Mwema",
    preacher: "The Ven. Grace Atieno",
    preachedOn: "2026-10-25",
    series: "The Gospel of John",
    passages: "John 10:1-18; Psalm 23",
    notes: "<p>Christ knows his sheep by name. The Archdeacon spoke to the youth on hearing his voice.</p>",
    seconds: 15,
  },
  {
    title: "Prepare the way of the Lord",
    titleSw: "Itengenezeni njia ya Bwana",
    preacher: "Canon Peter Otieno",
    preachedOn: "2025-12-07",
    series: "Advent",
    passages: "Isaiah 40:1-11; Mark 1:1-8",
    notes: "<p>An Advent call to repentance and hope, preached at the diocesan youth service.</p>",
    videoUrl: "https://www.youtube.com/@ackkakamega",
    seconds: 10,
  },
];
