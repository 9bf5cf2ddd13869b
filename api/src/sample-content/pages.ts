/** The text of the four information pages, written from what the diocese says of itself. */
export const SAMPLE_PAGES: { slug: string; title: string; body: string }[] = [
  {
    slug: "about-us",
    title: "About Us",
    body: `<p>The diocese is part of the Anglican Church of Kenya. It covers Vihiga county and parts of Kakamega, Siaya and Bungoma counties, and its headquarters are in Kakamega town.</p>
<h2>Vision</h2>
<p>An Empowered, Sustainable and Mission Oriented Diocese boldly proclaiming Christ.</p>
<h2>Mission statement</h2>
<p>To equip God's people for wholesome transformation.</p>
<h2>Theme</h2>
<p>Arise and build (Nehemiah 2:18).</p>
<h2>Core values</h2>
<ul>
<li><strong>Commitment:</strong> we give our best to God's work and to one another.</li>
<li><strong>God fearing (spiritual transformation):</strong> we seek lives changed by the gospel.</li>
<li><strong>Stewardship:</strong> we care faithfully for the people, time and resources entrusted to us.</li>
<li><strong>Justice and equity:</strong> we stand for what is right and fair for everyone.</li>
<li><strong>Inclusion:</strong> we welcome all, whatever their age, gender or background.</li>
</ul>`,
  },
  {
    slug: "diocese-history",
    title: "Diocese History",
    body: `<p>The Anglican Church in western Kenya grew from the work of missionaries and African evangelists who brought the gospel to the region in the early twentieth century. Schools and hospitals were planted beside the churches, and many of the schools the diocese sponsors today began in that time.</p>
<p>As congregations multiplied, the church in the region was organised into a diocese with its own bishop. Its first bishop went on to become the first African archbishop in 1970, a landmark for the church in Kenya.</p>
<p>The second bishop led the diocese from 1970 to 1993, a time of growth in parishes, schools and lay ministries such as the Mothers Union and the men's and youth organisations. The third bishop served from 1995 to 2018, strengthening theological education and development work.</p>
<p>The present bishop was consecrated and enthroned on 10 June 2018. Today the diocese serves its archdeaconries and parishes across Vihiga county and parts of Kakamega, Siaya and Bungoma counties, and it is building a conference centre in Kakamega for the years ahead.</p>`,
  },
  {
    slug: "governance-system",
    title: "Governance System",
    body: `<p>The diocese is governed through councils at every level, from the local church to the Diocesan Synod.</p>
<h2>Diocesan Synod</h2>
<p>The Synod is the highest organ of the diocese. It meets every two years and is made up of all canonically resident clergy and two lay representatives from every parish.</p>
<h2>Standing Committee of Synod</h2>
<p>Between sessions of the Synod, its Standing Committee acts for it: it follows up the Synod's resolutions and oversees the diocese's finances and property.</p>
<h2>Parish Church Council</h2>
<p>Each parish is run by its Parish Church Council, led by the vicar, which plans the parish's ministry and manages its resources.</p>
<h2>Local Church Council</h2>
<p>Each local church within a parish has a council that looks after its worship, members and buildings.</p>
<h2>Archdeaconries and deaneries</h2>
<p>Archdeaconries and deaneries group neighbouring parishes. They are advisory levels: they coordinate and support the parishes rather than govern them.</p>`,
  },
  {
    slug: "projects",
    title: "Projects",
    body: `<p>The diocese undertakes projects that serve its parishes and the wider community and that help its ministry stand on its own feet.</p>
<p>The largest is the diocesan conference centre in Kakamega, with an estimated cost of KES 600,000,000. It will host synods, seminars, retreats and community events, and the income it earns will support the work of the church.</p>
<p>Contributions can be made through the mobile-money paybill and account number shown in the banner on the home page.</p>`,
  },
];
