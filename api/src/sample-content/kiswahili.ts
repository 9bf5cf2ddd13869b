/*
 * The Kiswahili versions of the sample content (issue #20), written for a reader in the Anglican
 * Church of Kenya in the Church's own words (Dayosisi, Askofu, Parokia, Sinodi, Umoja wa Akina
 * Mama), not word for word. Each is keyed by the English item it translates, so a change to the
 * English that forgets the Kiswahili shows up as an item that needs translation, not a wrong one.
 */

type Texts = Record<string, string>;

/** The input's list from a map of field -> text. */
export function kiswahiliOf(texts: Texts | undefined): { field: string; text: string }[] | undefined {
  return texts && Object.entries(texts).map(([field, text]) => ({ field, text }));
}

export const SITE_SETTINGS_IN_KISWAHILI: Texts = {
  fullName: "Kanisa la Anglikana la Kenya, Dayosisi ya Kakamega",
  bannerText: "Inukeni tujenge: changia ujenzi wa Kituo cha Mikutano cha Dayosisi mjini Kakamega.",
};

/** By the English slide title. */
export const SLIDES_IN_KISWAHILI: Record<string, Texts> = {
  "Welcome to the Diocese": {
    title: "Karibu katika Dayosisi",
    caption: "Tukiwaandaa watu wa Mungu kwa mabadiliko kamili ya maisha",
  },
  "Build the Conference Centre with Us": {
    title: "Jenga Kituo cha Mikutano Pamoja Nasi",
    caption: "Kila mchango unakisogeza karibu kituo cha mikutano cha KES 600,000,000",
  },
  "Our Schools": {
    title: "Shule Zetu",
    caption: "Shule za msingi 52, shule za sekondari 24, taasisi za ufundi 6 na akademia 4",
  },
};

export const BISHOP_MESSAGE_IN_KISWAHILI: Texts = {
  heading: "Neno kutoka kwa Askofu",
  message:
    "Neema na amani kwenu katika jina la Bwana wetu Yesu Kristo. Tunapomshukuru Mungu kwa uaminifu wake kwa parokia, shule na familia zetu, ninamkaribisha kila mshiriki wa Dayosisi kuombeana na kushiriki katika ujenzi wa Kituo cha Mikutano cha Dayosisi. Inukeni tujenge (Nehemia 2:18), kila mmoja akitoa kadiri Bwana alivyombariki.",
};

/** By the English project title: the featured one is the home page's banner. */
export const PROJECTS_IN_KISWAHILI: Record<string, Texts> = {
  "Diocesan Conference Centre": {
    title: "Kituo cha Mikutano cha Dayosisi",
    summary:
      "Kituo cha mikutano mjini Kakamega kwa ajili ya Sinodi, semina, mafungo na shughuli za jamii, na cha kuleta mapato kwa huduma ya Kanisa.",
    body: `<p>Dayosisi inajenga kituo cha mikutano mjini Kakamega. Kitakuwa nyumba ya Sinodi, ya mafunzo ya makasisi na walei, ya mafungo na ya mikutano ya idara, na kitakuwa wazi kwa jamii nzima kwa mikutano na hafla mbalimbali.</p>
<p>Gharama ya mradi inakadiriwa kuwa <strong>KES 600,000,000</strong>. Mapato ya kituo yatasaidia Dayosisi kuzihudumia parokia, shule na kazi ya misheni.</p>
<h2>Jinsi ya kuchangia</h2>
<p>Michango inaweza kutumwa kwa pesa za simu kupitia paybill ya Dayosisi pamoja na nambari ya akaunti inayoonyeshwa kwenye bango la ukurasa wa nyumbani. Parokia, idara na marafiki wa Dayosisi wanakaribishwa kuandaa harambee kwa ajili ya kituo.</p>`,
  },
};

/** By the English page slug. */
export const PAGES_IN_KISWAHILI: Record<string, Texts> = {
  "about-us": {
    title: "Kuhusu Sisi",
    body: `<p>Dayosisi ni sehemu ya Kanisa la Anglikana la Kenya. Inahudumia kaunti ya Vihiga na sehemu za kaunti za Kakamega, Siaya na Bungoma, na makao yake makuu yako mjini Kakamega.</p>
<h2>Maono</h2>
<p>Dayosisi iliyowezeshwa, inayojitegemea na yenye moyo wa misheni, ikimtangaza Kristo kwa ujasiri.</p>
<h2>Dhamira</h2>
<p>Kuwaandaa watu wa Mungu kwa mabadiliko kamili ya maisha.</p>
<h2>Kauli mbiu</h2>
<p>Inukeni tujenge (Nehemia 2:18).</p>
<h2>Maadili yetu</h2>
<ul>
<li><strong>Kujitoa:</strong> tunatoa kilicho bora kwa kazi ya Mungu na kwa kila mmoja wetu.</li>
<li><strong>Kumcha Mungu (mabadiliko ya kiroho):</strong> tunatafuta maisha yaliyobadilishwa na Injili.</li>
<li><strong>Uwakili:</strong> tunawatunza kwa uaminifu watu, wakati na mali tulizokabidhiwa.</li>
<li><strong>Haki na usawa:</strong> tunasimamia yaliyo sawa na ya haki kwa kila mtu.</li>
<li><strong>Kuwajumuisha wote:</strong> tunamkaribisha kila mtu, bila kujali umri, jinsia au asili yake.</li>
</ul>`,
  },
};

/** By the English article title. */
export const NEWS_IN_KISWAHILI: Record<string, Texts> = {
  "Youth Camp Brings Together 400 Young People from Every Archdeaconry": {
    title: "Kambi ya Vijana Yawakutanisha Vijana 400 kutoka Kila Archdeaconry",
    body: `<p>Zaidi ya vijana mia nne kutoka kila Archdeaconry ya Dayosisi walikusanyika kwa kambi ya vijana ya wiki nzima iliyoandaliwa na Chama cha Vijana wa Kianglikana Kenya (KAYO).</p>
<p>Kambi iliunganisha kujifunza Biblia, ibada na mazungumzo kuhusu kazi, afya ya akili na matumizi mema ya mitandao ya kijamii. Vijana pia walishiriki katika upandaji wa miti na mashindano ya kandanda yaliyoshindwa na timu kutoka Vihiga.</p>
<h2>Tukitazama mbele</h2>
<p>Viongozi wa vijana wa parokia wanaombwa kutuma majina ya waratibu wa kambi ya mwaka ujao kwa ofisi ya KAYO katika makao makuu ya Dayosisi mjini Kakamega.</p>`,
  },
  "Mothers Union Conference Calls for Stronger Families": {
    title: "Kongamano la Umoja wa Akina Mama Lahimiza Familia Imara",
    body: `<p>Wanachama wa Umoja wa Akina Mama (Mothers Union) kutoka kote Dayosisini walikutana mjini Kakamega kwa kongamano lao la kila mwaka chini ya kauli mbiu <em>Kujenga familia zinazomweka Kristo katikati</em>.</p>
<p>Wajumbe walitoa taarifa kuhusu madarasa ya malezi, vikundi vya kuweka akiba na ziara za kuwatembelea wagonjwa na wazee. Kongamano liliazimia kuwasaidia wajane katika kila parokia kulipa karo za shule za watoto wao.</p>
<ul>
<li>Semina za malezi katika kila Archdeaconry kabla ya Pasaka</li>
<li>Mpango wa akiba na mikopo kwa wanachama</li>
<li>Ziara katika wodi ya watoto ya hospitali ya rufaa ya kaunti</li>
</ul>`,
  },
  "Prize-Giving Day Celebrates Top Performers in Diocesan Schools": {
    title: "Siku ya Zawadi Yawatuza Waliofanya Vizuri katika Shule za Dayosisi",
    body: `<p>Idara ya Elimu iliandaa siku ya kutoa zawadi ili kuwaheshimu wanafunzi, walimu na shule zinazofadhiliwa na Dayosisi zilizofanya vizuri katika mitihani ya kitaifa ya mwaka uliopita.</p>
<p>Dayosisi inafadhili shule za msingi 52, shule za sekondari 24, taasisi za ufundi 6 na akademia 4. Zawadi zilitolewa kwa shule zilizoimarika zaidi pamoja na watahiniwa bora.</p>
<p>Wazazi na wafadhili walishukuriwa kwa kusimama pamoja na shule, na makasisi wa shule walitiwa moyo kuendeleza huduma yao ya kichungaji.</p>`,
  },
};
