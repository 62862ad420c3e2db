Muž v oranžové čepici se dívá na něco.
Otec běží na travnatém hřišti před bílým psem.
Dívka v zimním oblečení se dívá do vzduchu.
Pět lidí, kteří mají na sobě oranžové vesty a stojí ve sněhu.
Lidi jsou na střeše.
Muž ve slunečních brýlích stojí před dvěma lidmi, kteří jsou oblečeni v kostýmech.
Skupina lidí stojí před obchodem.
Chlapec v červeném dresu se snaží chytit míč, zatímco se snaží chytit míč.
Muž pracuje na budovy.
Muž v oranžové vestě sedí na židli a čte noviny.
Rodina a jeho syn se dívá do vzduchu.
Muži, jeden z nich si hrají s míčem v ruce.
Žena drží v kuchyni.
Muž sedí u stolu u stolu v restauraci.
Tři lidé sedí v kuchyni.
Dívka v džínové bundě jde po chodníku.
Blonďatá dívka s brýlemi drží v písku.
Žena v černém tílku a černé čepici stojí u stolu a dívá se.
Člověk v kostkované košili jede na kole.
Dva muži se dívají na fotku, zatímco žena se dívá.
Lidé stojí před budovou.
Dospívající chlapec si hraje na hřišti na hřišti.
Žena je na pláži na pláži.
Muž stojí u stolu, zatímco ostatní sledují.
Žena se dívá na muže, zatímco muž pozoruje.
Žena v růžovém tílku a bílé sukni se usmívá do mikrofonu.
Muž se snaží ohránku.
Dívka se dívá na něco, aby mohla.
Ženy, kteří jsou oblečeni, mají na sobě chody.
Muž drží ruku, zatímco jiný muž se dívá do vzduchu.
Šest lidí jede na horském koni.
Dvě blonďatá dívka sedí na schodech v lese.
Dítě je ve vodě.
Tři lidé sedí u stolu před budovou.
Tři chlapci stojí na zemi a dívají se na.
Postarší žena pracuje na ulici, zatímco žena se dívá na kameru.
Žena si hraje na elektrickou kytaru.
Postarší člověk je na chodníku, zatímco se ostatní stojí na chodníku.
Mladá žena se dívá na fotku.
Muž v džínách stojí na kamenném chodníku a dívá se na vodu.
Dívka v oranžové vestě se dívá do vody.
Muž v modrém tričku a džínách stojí před budovou.
Lidé sedí u stolu.
Dítě se houpe v lese.
Muž v červeném triku se snaží ohrát.
Dva muži v oblecích skáčou do vzduchu na pláži.
Malé dítě pracuje s mužem.
Dospívající děti jsou venku na trávě a stojí na trávě.
Muž čeká na něco na fotku na něco.
Muž v kšiltovce si hraje s míčem na pláži.
Lidé jdou po chodníku vedle sebe.
Tamerik na koni se dívá na oko.
Skupina lidí se dívá na ulici.
Muž spí na lodi ve vodě.
Žena v džínách jde po chodníku s ženou v brýlích.
Muž v bílé košili sedí na trávě a skáče do vzduchu.
Pes se dívá na pláži.
Dva muži v černém oblečení na ulici.
Muž v oranžovém triku se dívá na něco.
Dva muži, kteří mají na sobě bundu a jdou podél vody.
Fotbalový tým na fotbalovém hřišti.
Chlapec si hraje s dvěma chlapcem, zatímco ostatní pozorují.
Dav lidí se dívá na v parku.
Muž sedí na lavičce a dívá se na vodu.
Chlapec a chlapec si hrají na trávě.
Žena v modrém tílku a černých šortkách sedí na lavičce, zatímco ostatní lidé sedí na lavičce.
Hnědý pes stojí na pláži na pláži.
Žena sedí u stolu s mánkou.
Muž se dívá na něco v ruce.
Žena zpívá do mikrofonu a hraje na kytaru.
Baseballový hráč v červené uniformě na pódiu hraje na kytaru.
Dítě sedí na židli a dívá se na něco.
Dvě ženy a dva muži se dívají na vodu.
Žena si hraje na ulici, zatímco žena hraje na kytaru.
Mladá dívka v bazénu skáče do bazénu.
Několik dětí jsou shromáždění na pódiu.
Tři dělníci v oblecích si hrají v noci.
Hnědý pes jde po trávě s hračkou.
Lidi sedí na lavičce před budovou.
Muž v kostkované košili se dívá na ženu, zatímco žena sedí venku.
Dvě malé děti na kolejí na kole.
Muž v černém tričku a džínách si hraje na elektrickou kytaru a hraje na elektrickou kytaru.
Mladá žena se naklání na zdi na zdi.
Dvě ženy se snaží chytit míč.
Muž se dívá do mikroskopu v kuchyni.
Kluk jede na kole na jezeře.
Muž pracuje na fotku.
Velká skupina lidí sedí u stolu a povídají si.
Blonďatá žena se dívá na ženu, co vypadá.
Malé dítě v modrém tričku a modrých šortkách drží v ruce.
Žena s bílými vlasy mluví do mikrofonu.
Muž v zimním obleku se dívá na fotku.
Dívka se dívá na vodu na vodu.
Muž s brýlemi se usmívá, zatímco dvě ženy se dívají.
Starší muž se dívá na něco, aby se dívá.
Dítě v bílé uniformě se připravuje na vrát.
Tři muži v oblecích jsou v noci.
Žena se dívá na dítě, který má na sobě bílé tričko.
Skupina dětí sedí u stolu v modrém oblečení.
Mladý chlapec v uniformě se snaží chytit míč.
Žena se připravuje na fotku na fotku.
Stavební dělníci na kole sedí na schodech.
Žena běží ve vzduchu, aby chytil míč.
Muž v zimním oblečení se dívá na muže.
Skupina lidí se houpe na houpačce.
Cyklista jede na kole po lese.
Muž dělá trik na střeše.
Dítě sedí u stolu a má na sobě brýle.
Hnědý pes plave v trávě u jezera.
Rodina se dívá do vody, zatímco dva chlapci v modrém oblečení.
Malé dítě jde po chodníku vedle ní.
Dívka sedí na kole na kole s dalším mužem, zatímco jiný chlapec se dívá.
Černý pes plave ve vodě.
Muž v bílé košili a modrých džínách se dívá do mikroskopu.
Dva muži pracují v kuchyni.
Kluk s batohem a v ruce stojí na zemi a dívá se.
Dva lidé jsou na lodi na oceánu.
Lidi stojí na schodech a dívají se na vlak, které jsou venku.
Muž s batohem se opírá o zeď.
Dva černí psi běží po sněhu.
Malá dívka se dívá na něco na pódiu.
Miminko v barevném oblečení se dívá na něco.
Muž sedí u stolu vedle stolu.
Postarší žena se dívá na něco, zatímco se dívá.
Lidé, kteří jsou na chodníku, zatímco se dívají.
Čtyři psi běží s červenou zdí.
Žena v modrém tričku drží dítě.
Dva lidé sedí na zelené trávě na pláži.
Starší žena pracuje na stroje.
Chlapec stojí ve sněhu, zatímco ostatní pozorují.
Muž v modré bundě se dívá na něco.
Tři černí psi si hrají na travnatém hřišti.
Chlapec se dívá na fotku, aby mohla.
Muž v modrém tričku skáče do vzduchu na pláži.
Dítě v modrém tričku a modrých džínách skáče do vzduchu.
Stavební dělník v oranžové bundě se dívá na budovy.
Muž v obleku se dívá do mikrofonu.
Velká skupina dospívajícíchařů, kteří jsou na kterém jsou venku.
Muž se dívá na vodu na vodu.
Muž v černé bundě jde po sněhu.
Otec skáče přes míč.
Žena v brýlích a čepici mluví do mikrofonu.
Pouliční umělec chodí v parku v parku.
Muž v zeleném klobouku a oranžové čepici pracuje na oko.
Dítě s bílými vlasy na hlavě, se usmívá.
Pes s dlouhými vlasy se snaží ohrát na zasněžené oblasti.
Muž se dívá do vzduchu, zatímco se dívá.
Muž v červeném tričku se dívá na něco.
Mladá žena v bílém drží míč.
Chlapec v červeném tričku se dívá na vodu v písku.
Starší člověk v červené bundě sedí na lavičce na lavičce.
Muž v bílé košili se dívá na stroje.
Žena drží malé dítě.
Šest dětí, kteří si hrají ve vodě.
Dva lidé jede na kole po cestě.
Dívka skáče na chodníku na chodníku.
Muž v oranžové košili a oranžové košili.
Malý kluk si hraje s míčem, zatímco jiný muž se dívá.
Malá holčička se připravuje na mravu.
Žena v modrém tílku se usmívá před dvěma ženy.
Malá dívka se snaží naprát na pódiu.
Černý pes a hnědý pes běží na lese.
Dva psi si hrají na kamenech.
Člověk v černé bundě a černé bundě jde po kamenném chodníku.
Dva muži v oranžových vestách pracují v restauraci.
Muž v černé čepici a černé čepici jde po schodech.
Pes běží venku venku venku v tlamě.
Pes běží po sněhu.
Rodina si hraje na pláži s psem.
Žena a dítě jsou na gauči, zatímco ostatní se dívají.
Dva muži a žena stojí před obchodem.
Skupina mužů je na lodi u vody.
Muž se dívá na něco, zatímco ostatní sedí.
Muž v černém hraje na kytaru a hraje na kytaru.
Mladý chlapec v modrém dresu a modrých šortkách si hraje tenis.
Muž stojí na zemi s rukama.
Pes se dívá na vodu na trávě.
Dvě ženy, kteří mají na sobě brýle, stojí na zemi.
Muž sedí na židli a pracuje na židli.
Malé dítě v zelené bundě si hraje v lese.
Muž se snaží ohránku, aby mohla.
Muž sedí u stolu a sedí před stolem.
Chlapec v černé košili a modrých džínách drží míč.
Muž v kostkované košili a džínách sedí na trávě.
Pes běží po dráze.
Postarší muž se naklání s mužem, který má na sobě na sobě oko.
Dva psi se smějí na fotku.
Tento skupina lidí stojí u stánku s jídlem.
Hnědý pes a hnědý pes se houpe na trávě.
Muž s hnědými vlasy si hraje na zdi s graffiti.
Žena s hnědými vlasy sedí na lavičce před budovou.
Muž na kole hraje na kole, který hraje na svém kole.
Dvě děti jsou na trávě a jeden z nich drží.
Muž jede na kole po dráze.
Mladá žena s bílými vlasy se houpe na dřevěném koberci.
Žena v hnědé košili sedí na lavičce na lavičce.
Pes jde po travnatém poli.
Mladý muž v bílé košili a bílé košili stojí na oko.
Skupina lidí se dívají na fotku.
Muž dělá trik na svém kole s okomě.
Muž se dívá do vody, zatímco ostatní sledují.
Postarší muž hraje na vodu z vody.
Několik lidí jde po ulici.
Mladá žena drží bílého psa na zemi.
Dva lidé v modrých tričkách pracují venku venku venku.
Černý pes plave v bazénu.
Pouliční cyklista jede na kole v chodu.
Několik dospívajících se připravuje na oko.
Stavební dělník v oranžové vestě pracuje na střeše.
Dva dělníci pracují na stavbě a dívají se na něco.
Tři muži jdou po dráze.
Starší žena v šatech se dívá na něco, která má na sobě šaty.
Mladý muž se usmívá do mikrofonu.
Tři chlapci si hrají s hračkou a hrají s vodou.
Tři muži pracují na stavbě.
Lidi jsou ve vodě, aby se dívá na vodu.
Skupina dospívajících dětí si povídají v kuchyni.
Skupina mladých dětí skáče do vzduchu na ulici.
Dva muži v oranžových vestách, jeden z nich má na sobě modrou bundu.
Dva dělníci pracují na kamenné zdi.
Žena v červeném tílku a džínách sedí na zemi s rukama.
Dvě chrikolníci na okolují na chy.
Otec se dívá na fotku aby mohla.
Muž v oranžové bundě se dívá na muže v parku.
Muž a chlapec na pláži na pláži.
Žena na lodi jede na červené lodi ve vodě.
Chlapec sedí na zemi a dívá se.
Mladá dívka v růžových šatech skáče do mikrofonu.
Mnoho lidí sedí venku před budovou.
Černoch v černém tričku hraje s dvěma lidmi, zatímco ostatní sedí u stolu.
Muž se dívá na horu, aby mohli.
Dívka v oranžové vestě se dívá na něco v modré místnosti.
Pes skáče venku venku venku venku venku.
Černý pes s černým obojkem a bílým psem ve vzduchu.
Dva černí psi si hrají v parku.
Muž s dlouhými vlasy a brýlemi drží kuskouskou.
Muž, který má na sobě kšiltovku, aby se snaží vysát.
Muž v černé košili se dívá na oko.
Dva psi se snaží ohrát, aby mohli.
Dva muži jsou na chodníku, zatímco se ostatní dívají.
Muž sedí u stolu, zatímco muž sedí.
Cyklista s batohem se prochází kolem budovy.
Dvě ženy, kteří mají na sobě brýle, jdou kolem sebe.
Mladé dítě v oranžové vestě drží v bazénu.
Lidé jdou na kole v parku.
Tři mladí muži sedí v místnosti, zatímco žena se dívá.
Žena a dítě stojí před obchodem.
Muž a dvě děti se smějí, zatímco ostatní se dívají.
Dívka v bílých kalhotách sedí na kamenném poli.
Hnědý pes běží po lese.
Kluk s bílými vlasy na hlavě se dívá na něco na něco.
Muž v černé kšiltovce se snaží chytit míč.
Dav jede na ulici ve městě.
Černý pes s červeným obojkem a černým obojkem běží po dráze.
Muž v bundě sedí na chodníku vedle budovy.
Muž a žena sedí na zemi na pláži.
Dítě se dívá na stroje v restauraci.
Muž se usmívá, zatímco ostatní lidé jsou venku.
Kluk se opírá o oko na kole.
Žena v šatech mluví před dvěma dětmi.
Muž na kole se připravuje na v noci.
Mladá žena v černém triku a džínách.
Žena s batohem leze na kameni vedle vody.
Černý pes běží na trávě s hračkou v tlamě.
Chlapec v šortkách dělá trik na skateboardu.
Malý kluk v červené bundě stojí na ulici.
Žena se usmívá na něco, zatímco ostatní pozorují.
Dva muži hrají na pódiu na pódiu, jeden z nich hraje na hudební nástroj.
Muž v oranžových kalhotách a modrých džínách se připravuje na míč.
Muž a mladá dívka se dívá na vodu, zatímco ostatní stojí před vodou.
Muž v červeném triku se snaží na míč.
Chlapec v červeném a bílé uniformě se snaží chytit vodu.
Postarší žena se dívá na svůj obličej.
Starší žena a dítě v růžovém tričku si hrají s ženou v růžovém tričku.
Malý hnědý pes skáče přes překážku.
Černý muž v zeleném tričku hraje na kytaru.
Muž s brýlemi mluví na svou rukou.
Skupina dětí sedí na modrém gauči, zatímco se dívá.
Černý chlapec sedí v písku.
Malý pes si hraje s míčem v tlamě.
Lidé sedí venku před budovou.
Pes skáče, zatímco jiný pes skáče na zemi.
Blonďaté dítě spí na houpačce.
Muž a dvě ženy jsou v bílých šatech.
Starší muž pracuje u stolu.
Hnědý pes se snaží chytit míč.
Postarší muž hraje na elektrickou kytaru.
Mladý chlapec stojí vedle sebe vedle psa.
Tři malé děti jdou po trávě.
Muž pracuje na okolku na oko.
Muž jede na kole na horu.
Chlapec v modrém a modrých šortkách běží po lese.
Žena v oranžové bundě sedí na lavičce na lavičce.
Muž dělá trik na skateboardu.
Muž v zimním dresu se připravuje na výdě.
Žena na chodníku pracuje na chodníku.
Dva fotbalové týmy na hřišti na hřišti.
Dítě v modrém tričku skáče do jezera.
Basketbalista v oranžovém dresu se snaží chytit míč.
Skupina mladých lidí se připravuje na vráni.
Mladý muž dělá trik na skateboardu.
Mladý chlapec skáče na malé okomě.
Dva lidé v bílých uniformách, jeden z nich má na sobě červenou bundu, stojí na ulici.
Muž v modrém triku běží s mínkou.
Postarší muž se dívá na fotku.
Muž běží na chodu, aby mohli z nich.
Basketbalista se snaží chytit míč.
Basketbalista v oranžové uniformě drží míč.
Dva skateboardististi se snaží zahrát, zatímco ostatní sledují.
Fotbalový hráč v bílém a bílé uniformě se dívá na míč.
Malá holčička se houpe na travnatém poli.
Skupina dětí v bílých šatech a bílé sukni se dívá na dav.
Postarší muž jde po ulici, zatímco se dívá na dítě.
Hnědý pes běží po pláži.
Dva muži v oblecích stojí vedle ženy.
Dospívající chrádolní chyže, aby mohli, aby mohli.
Cyklista skáče přes překážku.
Pár sedí v bílé trávě a dívá se na něco.
Mladé děti jsou na zahradě.
Surfař v modrém dresu jede na kole.
Chlapec skáče na míč.
Dva mladí muži se snaží chytit míč na hřišti.
Lidi jdou po dráze na dráze.
Mladý chlapec v bílé bundě skáče na trávě.
Chlapec v oranžové košili se snaží ohrát.
Žena v modrém tričku a modrých džínách drží dítě v ruce.
Tři lidé a jeden z nich má na sobě konkově.
Postarší pár stojí na ulici vedle ulice.
Dva muži v bezpečnostních vestách pracují.
Chlapec ve vzduchu aby chytil míč.
Mladý chlapec s modrou čepicí se dívá přes hlavu.
Muž s červenými vlasy sedí a hraje na kytaru.
Muž sedí u stolu s dítětem.
Postarší dítě drží v ruce, zatímco se dívá.
Žena se připravuje na fotku s lidmi.
Muž v obleku drží ceduli, zatímco jiný muž v obleku.
Dav se dívá na fotku.
Dívka v bílo-bílém oblečení jde po ulici.
Muž pracuje na chodu.
Člověk skáče do vzduchu ve vzduchu.
Dělník se dívá na něco.
Nevěsta a žen se smějí v noci.
Postarší muž stojí na chodníku s mužem v pozadí.
Černý pes a bílý pes skáče do vzduchu na poli.
Žena, který má na sobě brýle a usmívá se.
Několik dětí se dívá na muže v místnosti.
Muž v bílé košili se dívá na svůj oko.
Postarší chlapec se dívá do mikroskopu, který je v ruce.
Lidi v uniformách drží na pódiu, které jsou oblečeni.
Tři chrádici na poli ve vzduchu.
Dvě ženy a muž pózují na fotku.
Tři děti jsou zahránky na zemi a dívají se.
Postarší pár se dívá na fotku, zatímco se dívá.
Mnoho lidí v noci se dívá na fotku.
Někdo skáče přes kopec s výhledem.
Malá dívka běží na pláži na pláži.
Blonďatá dívka je ve vodě ve vodě.
Dva muži se dívají, zatímco stojí před obchodem, zatímco ostatní stojí za ním.
Žena v růžovém tričku drží dítě.
Basketbalista v oranžovém dresu se snaží chytit míč.
Muž jde po chodníku před budovou.
Tři chlapci v bílých tričkách a modrých džínách pracují na zemi.
Muž se dívá na psa, zatímco pes se dívá.
Bílý pes běží ve vodě.
Tameriča je obklopeni lidmi.
Skupina dětí si hraje v trávě, zatímco si hraje na zemi.
Skupina žen si hraje na pódiu.
Malá dívka v růžových šatech se houpe na svém kole.
Muž s šedými vlasy se dívá do svého stroje.
Dva černí psi, jeden černý a černý pes, jedna ve sněhu.
Muž v uniformě skáče přes míč.
Žena sedí venku venku venku venku s modrými rukou.
Děti sedí na lavičce v místnosti.
Černý pes a hnědý pes stojí ve vodě.
Dav lidí v parku jsou ve vodě.
Několik mužů, kteří jsou oblečeni na ulici, v pozadí.
Mladý pes se dívá do vzduchu ve sněhu.
Baseballový hráč v oranžovém dresu se snaží chytit míč.
Žena v černém tričku s bílými vlasy se usmívá.
Čtyři ženy, kteří jsou oblečeni, jeden má na sobě bílé triko.
Člověk hraje na elektrickou kytaru.
Dívka v černé bundě běží na travnatém hřišti s barevným míčem.
Dítě se snaží ohránky, který má na sobě na sobě oko.
Mladý muž a mladá dívka se dívá na něco na fotku.
Mladík ve žlutém tričku se usmívá v bazénu.
Pouliční cyklista se dívá na ulici s lidmi.
Muž jede na kole v lese.
Chlapec skáče přes míč s míčem.
Děti jsou na chodníku, zatímco dva lidé sledují.
Lidi jdou po schodech v pozadí.
Malá dívka má na sobě černé triko.
Dva muži se dívají na vodu na vodu na vodu.
Dva muži, kteří se dívají na fotku, aby mohla.
Žena oblečená v kostýmu stojí u stolu, zatímco se na kterém jsou z nich.
Žena se usmívá na kytaru na kameru.
Tamomerika s bílými vlasy a bílými vlasy.
Dospívající pes skáče přes trávu.
Tři psi si hrají s míčem.
Dvě malé děti jsou na pláži.
Mladý chlapec si hraje na zemi v pozadí.
Šest lidí stojí na pláži s dvěma psy.
Tamerik se připravuje na skráni v ruce.
Dívka v růžovém tričku se houpe na svém kole.
Skupina dospívajících dětí ve vodě.
Muž stojí na ulici na ulici.
Prádádka se dívá do objektivu.
Dva muži jedou na kole po cestě.
Dva lidé stojí na zasněžené hoře.
Mladá dívka se dívá na vodu na sněhu.
Tři muži se smějí a smějí se na fotku.
Člověk pracuje na stroje v obchodě.
Muž v černé košili sedí u stolu s mužem v rukou.
Čtyři lidé pracují na travnatém kopci na travnatém kopci.
Chlapec s skateboardem skáče do vzduchu v lese.
Je tam muž v oranžové košili hraje tenis.
Hnědý pes s červeným obojkem se dívá na bílého psa.
Kluk venku venku venku venku venku venku venku venku venku venku.
Stavební dělník v oranžové vestě pracuje na střeše.
Muži v bezpečnostních uniformách stojí na rodeu.
Je tam tři psi ve sněhu a jeden z nich má v ruce.
Dělník se připravuje na fotku, aby mohla.
Bílý pes běží po travnatém hřišti.
Basketbalista v bílé uniformě s míčem.
Muž v bílé košili si hraje s kamínými mím.
Černo-bílý pes se snaží chytit vodu, aby chytil vodu.
Tamerik se usmívá, aby mohla, aby mohli.
Dva muži a dívka se smějí.
Dítě se usmívá, zatímco další dítě se dívá na něco.
Černo-bílý pes se snaží chytit míč na pláži.
Mladá dívka stojí na střeše, co se dívá na něco.
Tři děti si hrají na trávě.
Baseballový hráč v zeleném tričku drží míč.
Chlapec v červené bundě si hraje ve vodě.
Dítě v červené bundě a čepici drží vodu.
Dva dělníci v oranžových vestách stojí před davem.
Dva lidé stojí na zemi vedle sebe.
Dva muži sedí u cihlové budovy.
Blonďatá dítě s hnědými vlasy a černým trikem drží na sobě červenou bundu.
Černý pes a bílý pes si hrají s míčem.
Dva lidé jsou na chodníku před davem.
Žena hraje na housle.
Dva psi běží ve sněhu.
Hnědý pes skáče přes překážku.
Muž v kostkované košili mluví na ulici.
Malá dívka drží malé dítě na hlavě.
Muž se snaží ohrát na chodu, aby se snaží vytátát.
Děti se snaží ohrát mětáni.
Cyklista jede na kole po dráze.
Dva lidé a žena se objímají na oko.
Mladý chlapec dělá trik na kole, aby mohli.
Chlapec v černé košili a černých šortkách se dívá na oko.
Rodina stojí před obchodem.
Muž hraje na kytaru vedle ní.
Dvě ženy se smějí, zatímco sedí u stolu a usmívá se.
Hnědý pes jde po trávě.
Baseballový hráč v černé košili se snaží chytit míč.
Skupina žen drží okomy.
Čtyři psi, jeden běží s míčem v tlamě.
Dva dospělí a dvě děti sedí na lavičce na lavičce.
Žena v bazénu na travnatém hřišti.
Muž se dívá na fotku, zatímco dav lidí.
Skupina lidí na ulici, kteří jsou na ulici.
Muž sedí na lavičce na lavičce vedle ní.
Starý muž pracuje na stroje na střeše.
Starší muž v brýlích se dívá.
Muž dělá trik na kole, zatímco stojí na kole.
Muž se dívá na psa na pláži.
Několik lidí v parku sedí u stolu.
Dvě ženy jsou na stavbě, aby mohli se dívají.
Muž ve vzduchu aby se snaží chytit míč.
Pes skáče přes překážku.
Postarší žena v černé košili s bílými vlasy se snaží ohrát.
Muž se dívá na malé dítě.
Dvě dívky v bílých šatech tancují před davem.
Hnědý pes s náhubkem v tlamě.
Dívka v černém tílku se dívá na něco.
Pár se dívá na vodu.
Tři ženy v bílých šatech a jedna z nich má na sobě růžovou rukou.
Hnědý pes se dívá do vzduchu.
Mladý chlapec v bílé košili a šortkách drží míč.
Dva psi běží v lese.
Dívka si hraje v kuchyni a hraje na oko.
Tři mladí chlapci, kteří jsou a jeden z nich stojí u oko.
Dva muži jsou na zasněžené cestě.
Tři fotbalisté se snaží chytit míč.
Dva chlapci na ulici, jeden z nich má na sobě červenou míč.
Muž drží ruku s dalším mužem.
Černý pes se snaží ohrán, aby mohli v pozadí.
Chlapec jede na skateboardu na skateboardu.
Blonďatý muž hraje na elektrickou kytaru na pódiu.
Tři chrikolníci stojí na schodech a dívají se.
Dvě děti v červených uniformách jsou na pódiu.
Mladý chlapec se houpe na kadě.
Malá dívka v růžovém tílku se dívá na něco.
Muž v zeleném skáče na svém kole, aby mohli.
Žena si hraje s dvěma chlapcem v parku.
Čtyři lidé hrají na pláži.
Dvě dívky, kteří mají na sobě helmu, jsou v pozadí.
Dva psi běží po sněhu.
Žena v zeleném stojí u bílého psa a drží míč.
Pouliční dospívajících lidí, kteří jsou v restauraci.
Dva lidé sedí u stolu a povídají si.
Dva muži se smějí s rukama.
Dítě na hlavě má na sobě na hlavě hlavu.
Muž a žena sedí a dívají se na něco.
Dvě ženy jsou v bazénu.
Muž v bílé košili jde po chodníku s rukama.
Dva lidé jsou na travnatém kopci.
Několik lidí sedí u stolu v restauraci.
Dvě dívky, jeden v modrém, jeden z nich má na sobě na sobě na sobě bílé, bílých a druhý má na hlavě.
Je tam skupina lidí sedí na schodech.
Skupina lidí jede na kole na kole.
Cyklista jede na kole v lese.
Muž v zeleném triku jde po pláži s dvěma psy.
Několik mužů stojí na horském koni.
Dva muži jsou na závodní dráze.
Děti skáče do bazénu.
Muž pracuje na zdi na zdi.
Žena v oranžové vestě jede na kole.
Dívka v černém oblečení se dívá na něco.
Muž v bundě stojí na vodě.
Čtyři muži sedí na schodech na schodech.
Dospívající chrátka je výni.
Bílo-bílé auto má na sobě bílé aby mohli.
Starší žena v zeleném svetru se usmívá.
Dva muži jsou v obchodě s mím.
Malá dívka v bílé a bílé sukni si hraje na chodníku s graffiti.
Mladé dítě spí na židli s rukama.
Žena sedí na trávě u jezera.
Muž jde po ulici s červenou zdí, který má na sobě červenou bundu.
Žena má na sobě oranžové čepici a pracuje u stolu.
Postarší žena se dívá do mikroskopu, zatímco žena stojí ve vzduchu.
Muž v uniformě se dívá před davem.
Muž v obleku hraje na kytaru na ulici.
Starší muž sedí na židli a pracuje na židli.
Žena v bílé košili se dívá na něco na něco.
Muž s batohem stojí na schodech a dívá se na něco.
Dvě děti se dívají na vodu na vodu.
Člověk s brýlemi pracuje na střeše.
Žena, která má na sobě růžovou bundu, stojí vedle sebe, zatímco se dívá.
Otec se snaží ohráni.
Muž v zeleném triku a džínách mluví do mikrofonu.
Tři děti sedí na gauči s rukama v pozadí.
Dívka v červeném tričku skáče přes míč.
Muž se usmívá s bílými vlasy.
Muž se naklání s mužem v restauraci, zatímco další muž v obleku.
Muž se snaží ohránku s jídlem.
Muž v černé bundě hraje na kytaru a hraje na kytaru.
Skupina dospívajících uniformách se připravuje v kuchyni.
Muž stojí na kameni vedle vody.
Postarší žena se dívá na muže, aby mohli.
Dvě chravní dělníci jsou na koních, aby mohli na ulici.
Dva muži v modrém triku se dívají na míč.
Skupina mužů v modrých uniformách stojí na lešení.
Mladá žena jede na pláži na pláži.
Velká skupina lidí stojí v parku a hraje na kytaru.
Muž s čepicí na hlavě se usmívá.
Muž pracuje na stroje.
Dva muži pracují na schodech a pracují na trhu.
Žena v bílé uniformě se připravuje na muže v bílém.
Chlapec v brýlích běží po ulici.
Postarší muž drží svou ruku, zatímco se dívá.
Muž v černé košili se dívá do mikroskopu.
Dva muži v bílých uniformách sedí u stolu v místnosti.
Mladá dívka v červených šatech má na sobě červenou bundu.
Muž v červené a bílé uniformě stojí na travnatém hřišti s míčem.
Lidi skáčou na zasněženém kopci.
Lidi se dívají na fotku na fotku.
Lidi pracují na schodech před budovou.
Dělník jede na kole v noci.
Muž má na sobě brýle a skáče do vzduchu.
Postarší pár se dívá na chodu.
Postarší žena drží chodu, zatímco žena fotí.
Žena sedí u stolu s dvěma dětmi a dvěma dětmi.
Žena sedí u cihlové zdi s graffiti.
Tři mladé ženy jsou na pódiu a jeden z nich sedí na chodníku.
Žena v modrém tričku jde po chodníku.
Šest dětí sedí na schodech a jeden z nich má na sobě oko.
Černý pes si hraje s malým psem.
Dva psi si hrají s míčem, aby chytil míč.
Dítě jede na kole na kole.
Lidi jsou shromáždění, aby se dívají.
Pracovníci v chráničním oblečení pracují na akci.
Tamerici se dívají na v noci na v noci.
Žena v modrém a modrých džínách jede na kole.
Několik mužů v uniformách, kteří jsou oblečeni v kuchyni, zatímco se dívají.
Mladý muž a žena v bílých uniformách jsou v pozadí.
Muž v uniformě jde po ulici s dvěma lidmi.
Mladá žena jede na kameni vedle sebe.
Starší muž v modré bundě pracuje na silnici.
Lidi jsou venku na stolem, co vypadá jako jídlo.
Muž a dvě děti si hrají na kytaru.
Dva muži sedí v restauraci.
Dvě ženy v bikinách běží po pláži.
Stavební dělníci pracují na dráze.
Muž v bílých šatech stojí u bílého míče, zatímco muž v černém triku stojí v bílém.
Skupina lidí si hraje na houpačce.
Malá holčička v modrém se houpe na ulici.
Skupina mužů sedí a mluví a mluví se na velké zelené budovy.
Muž s oranžovou vesty stojí na chodníku a mluví do mikrofonu.
Hnědý pes s červeným míčem v tlamě.
Pracovníci se dívají, zatímco muž se dívá do vody.
Žena s brýlemi a brýlemi se usmívá.
Dítě v červené bundě skáče do vzduchu, zatímco muž v pozadí.
Žena sedí vedle psa, zatímco se dívá do vzduchu.
Tři muži stojí na pódiu, jeden z nich má na sobě červenou kytaru a stojí na pódiu.
Žena se dívá do mikroskopu.
Žena v červených šatech tančí s mužem v obleku.
Dva malí psi s míčem s tenisovým míčem.
Muž s dlouhými vlasy sedí na židli a sedí na lavičce v parku.
Postarší dívka stojí ve vzduchu s rukama v pozadí.
Mladá dívka se připravuje na kadě.
Několik lidí sedí u stolu s jídlem.
Blonďatá dívka se usmívá, zatímco sedí v ruce a sedí v ruce.
Blonďatý muž má na sobě černé triko.
Žena sedí u červeného stolu, zatímco muž sedí v červeném.
Dítě jede na kole a žena na zemi.
Rodina jde po ulici s mužem, zatímco muž sedí na pláži.
Pouliční umělec sedí na schodech a pracuje na oko.
Muž v bílé košili a černé bundě se usmívá na oko.
Mladý muž se snaží chytit míč.
Muž a dívka jsou zaprátky.
Žena s hnědými vlasy se usmívá, zatímco se prochází po chodníku.
Muž v obleku jde po chodníku vedle budovy.
Muž s batohem skáče do vzduchu v pozadí.
Člověk v červené bundě drží v ruce.
Žena na hlavě sedí na posteli a sedí na posteli.
Muž v bílé bundě se dívá na ženu v černé bundě.
Žena s batohem se dívá na něco, zatímco se dívá na něco.
Skupina mužů jde po ulici.
Postarší člověk se dívá na ulici s mínými lidmi.
Skupina lidí v černých uniformách stojí na schodech na chodníku.
Muž s tmavými vlasy se usmívá.
Muž s brýlemi sedí na zemi a hraje na kytaru.
Dívka s bílými vlasy a bílými vlasy stojí venku venku.
Mladá dívka v růžovém tričku běží po pláži.
Snowboardista v černém tričku a džínách jede po ulici.
Muž v bundě se dívá do budovy.
Lidi na hřišti na hřišti.
Tento člověk se dívá na ulici ve městě.
Skupina lidí jde po ulici ve městě.
Postarší muž má na sobě červenou bundu a jde po ulici s mužem v pozadí.
Děti se dívají na fotku na fotku.
Tento hráč v modrém dresu se snaží chytit míč.
Žena v zimním oblečení se snaží chytit míč.
Nějací lidé sedí na lavičce před budovou.
Muž v obleku sedí u stolu a dívá se.
Postarší muž se usmívá na chodu a má na sobě bílé kalhoty.
Mladá žena se usmívá a usmívá.
Muž v obleku a čepici hraje na kytaru na ulici.
Žena v červené bundě pracuje u stolu.
Lidi stojí v chodu, co vypadá jako žát.
Muž se dívá na svého stroje.
Postarší muž hraje na hudební nástroj, zatímco se ostatní sedí.
Dva mladí muži jede na koni na svém kole.
Žena v šatech jde ulicí na ulici.
Dělník v obleku se připravuje na chránku, aby mohla.
Muž s slunečními brýlemi se dívá na vodu, zatímco se dívá.
Miminko si hraje s malým chlapcem a černým psem.
Smějící se dívka má na sobě bundu a hraje v lese.
Muž s batohem jde po ulici.
Dva muži se smějí před obchodem.
Žena v černém kabátu drží své ruce.
Skupina lidí sedí u stolu a povídají si.
Muž jede na kole po rampě.
Žena v černém tílku a černých šortkách se dívá do objektivu.
Tři mladé dívky jdou po chodníku.
Žena s hnědými vlasy pracuje na fotku.
Muž na skateboardu jede na kole zatímco jiný muž jede na chodníku.
Muž v černé bundě stojí před obchodem.
Muž a žena si hrají venku venku venku venku venku.
Mladá dívka s hnědými vlasy a hnědými vlasy se usmívá v trávě.
Mladá žena v oranžových uniformách se snaží chytit míč.
Žena se dívá na něco v chodu, zatímco se dívá.
Muž dělá trik, zatímco ostatní jsou v pozadí.
Skupina mužů stojí na hřišti na hřišti.
Cyklista běží kolem slunečného dne.
Muž s brýlemi se usmívá v ruce.
Dvě děti jsou na chodu.
Lidi sedí na lavičce na ulici a jeden z nich má na sobě oranžové šaty.
Stavební dělníci pracují s mravkou.
Muž v černé bundě stojí na vodě u vody.
Pouliční umělec se dívá na něco, zatímco se dívá.
Lidé, jeden muž v modrém tričku, jeden muž v modrém tričku a šortkách, hraje s mužem.
Lidé stojí před vodním stromem.
Žena se dívá na muže na něco s mužem.
Muž v bílé bundě a bílé čepici se dívá na ulici.
Dva muži v oranžových vestách a oranžových vestách stojí před budovou.
Dva lidé jsou na lodi v lese.
Muž a žena stojí na ulici ve městě.
Tameriční dospívajících dělníků.
Čtyři muži, kteří, jeden z nich má na sobě červenou bundu a sedí na bílých židlích.
Nějací lidé sedí na lavičce před budovou.
Muž v červené košili a bílé košili jde po chodníku a má na sobě oko.
Dospívající chrániča se připravuje na fotku.
Starší muž s brýlemi a v ruce se dívá do vzduchu.
Malý kluk si hraje s rukama před obchodem.
Muž v červené bundě pózuje s ženou.
Dva lidé stojí na ulici v noci.
Dva motorkáři, kteří jsou na koni, jeden z nich má na zemi.
Několik mužů oblečeni v oranžových vestách pracují na festivalu.
Dvě mladé dívky jdou po chodníku s graffiti.
Dva dělníci jedou na horském kopci.
Dítě leží na zemi vedle sebe.
Pes se dívá na ženu a žena.
Velká skupina lidí se dívá na fotku.
Dva mladí muži hrají na kytaru na pódiu.
Muž se dívá na něco v ruce v ruce.
Dva lidé stojí před malým psem a jeden z nich se dívá.
Čtyři lidé jedou na kole po ulici.
Žena v bílé košili a bílé košili.
Žena v červeném tričku se dívá na něco, aby mohla.
Chlapec v bílé bundě skáče do jezera.
Malá dívka se dívá na vodu na pláži.
Několik lidí v oranžových vestách pracují na zemi.
Člověk ve žluté bundě stojí před budovou.
Stavební dělníci pracují na chodu.
Muž jede na koni s dvěma muži.
Starší muž jde po ulici.
Dvě děti se dívají na fotku.
Žena s brýlemi pózuje s ženou.
Žena v zeleném tričku mluví s mužem na hlavě.
Malé dítě se usmívá na dítě.
Skupina lidí sedí v místnosti.
Člověk v obleku stojí na ulici před ní.
Člověk v červené košili a černé košili se dívá na vodu.
Černý pes a hnědý pes s míčem.
Muž v černé bundě drží svou ruku.
Muž ve vzduchu s míčem.
Muž v obleku a žena v zimním oblečení se dívá na fotku.
Dítě jde po chodníku s dvěma stromy.
Černý pes běží na trávě s hračkou v tlamě.
Dělník jede na svém kole na svém kole.
Pes na trávě se snaží chytit míč.
Skupina dospívajících mužů sedí a povídají si.
Lidé jedou na kole po ulici.
Blonďatý muž je na kole a na kole.
Muž v oranžové košili a černé košili jede na kole s lidmi.
Mladý muž a žena jsou na dřevěném chodníku.
Bílo-bílý pes s modrými čepicích se dívá na vodu.
Muž v černé čepici se dívá na ulici.
Muž stojí na ulici a dívá se na něco.
Žena v černých šatech se dívá na malou dívku v růžovém.
Skupina lidí jede na ulici na ulici.
Cyklista jede na koni vedle dalšího muže.
Tři lidé jdou po dráze, zatímco žena se dívá.
Několik mužů oblečeni v černých uniformách pracují v noci.
Žena v červeném triku jde po ulici s lidmi v pozadí.
Tameriča v modrém oblečení a bílé uniformě.
Lidi v bílých šatech, jeden z nich sedí na bílé místnosti.
Muž sedí na lavičce na lavičce.
Tři muži v bílých tričkách a bílých kalhotách, jedna v bílém, bílých kalhotách, jedna z nich.
Lidi se dívají na fotku.
Postarší muž se usmívá a pracuje s jídlem.
Lidi jsou na horském kopci.
Malé dítě v modrém oblečení se dívá na něco na vodu.
Lidi jsou venku na zahradě.
Muž s batohem hraje na ulici ve městě.
Chlapec stojí s rukama.
Muž který má na sobě brýle, drží v ruce před ním.
Čtyři muži jsou venku na zasněžené cestě.
Žena se dívá na něco na vodu na vodu.
Muž se snaží zahránku, aby chytil míč.
Tamerikař v noci se dívá do mikroskopu.
Jeden muž se snaží zdránici.
Dělník na kole se dívá na oko.
Skupina mužů sedí u stolu.
Skupina lidí se dívají na muže v parku.
Žena se prochází kolem psa, zatímco pes prochází kolem slunečného dne.
Mladý muž v černém triku a černé košili se usmívá.
Dva lidé jedou na kole s dvěma lidmi.
Dvě ženy v oblecích stojí s dvěma dětmi.
Tři dívky se smějí na fotku.
Žena v černé bundě a černé bundě sedí na lavičce a sedí na lavičce.
Mladý muž v červeném se dívá do vody.
Dva muži a žena jdou po ulici.
Muž v červené čepici a čepici drží mikrofon.
Mladý chlapec v červeném klobouku jede na koni.
Dva chlapci si hrají na chodníku.
Malá dívka v černých plavkách drží klacek na pláži.
Muž v bundě a čepici sedí na schodech a sedí na schodech.
Dva chlapci jsou na zemi, jeden z nich má v ruce a druhý v ruce.
Mladý pár sedí na chodníku a dívá se.
Muž, který má na sobě brýle a džíny, se dívá na něco.
Tři lidé sedí u stolu před stolem.
Chlapec v červeném tričku a černých šortkách se dívá na něco na něco, zatímco ostatní lidé sledují.
Muž jde před budovou.
Mladý muž jde po ulici s dvěma dalším mužem.
Muž se dívá do mikroskopu, aby mohla.
Pět lidí jde kolem bílého muže v bílé košili a bílé košili.
Skupina lidí pracuje na trhu.
Dvě děti jsou v noci, co vypadá jako v pozadí.
Žena v bundě jde po chodníku.
Muž jede na kole na kole s jídlem a sedí u stolu a usmívá se.
Muž v kostkované košili se dívá.
Chlapec v zeleném tričku a zeleném tričku drží mikrofon.
Dvě děti sedí u stolu a povídají si.
Lidi jedou na kole po ulici, jeden z nich má na sobě brýle.
Dav lidí jede na kole.
Muž sedí na židli s měžem.
Muž jede na kole na kole po podél.
Mladý muž, který má na sobě brýle a sedí u vody.
Dva muži v oblecích a bundách před budovou.
Starší muž v bílé košili jede na kole po ulici.
Mladý muž se snaží chytit míč.
Cyklista jede na koni, zatímco se snaží chytit míč.
Dva motorkáři v oranžových vestách jedou na zasněženém poli.
Muž se usmívá a vysahuje svou.
Muž v helmě jede na kole, zatímco se ostatní dívají.
Člověk s batohem se dívá na kameru, zatímco se dívá.
Muž v černém triku a džínách stojí na chodníku vedle sebe.
Chlapec a dívka stojí na zemi a dívají se na vodu.
Několik lidí v modrém tričku a černých kalhotách se smějí.
Žena a hnědý pes sedí na pláži u pláže.
Dvě ženy jdou po schodech před budovou.
Skupina mužů a dítě v bílé košili stojí na ulici.
Žena v černém a černé čepici se usmívá na chodníku.
Skupina mužů sedí u stolu.
Postarší člověk pracuje na zdi.
Starší muž má na sobě brýle.
Žena sedí u stolu, zatímco sedí u stolu.
Člověk se dívá na něco na něco na stolem a pracuje na s jídlem.
Muž sedí na židli vedle něj.
Dva lidé, kteří mají na sobě bundu, stojí na poli.
Nějací okolkolkoláni skáče do vzduchu.
Muž v obleku a čepici sedí na koni, zatímco ostatní stojí za ním.
Dvě mladé dívky sedí na ulici.
Tři děti v uniformách hrají fotbal, zatímco jeden z nich stojí v pozadí.
Mladé dítě s batohem se dívá na ženu.
Muž s brýlemi se dívá na muže v modrém tričku, zatímco jiný muž v modrém tričku.
Dva lidé sedí u zeleného plotu.
Mladý chlapec v modrém klobouku se dívá na muže, zatímco jiný muž pozoruje.
Tři muži pracují v místnosti.
Mladá dívka v šedém kabátu jede na zasněžené hoře.
Skupina žen v uniformách tancují v noci.
Muž a žena jsou na kole s míni.
Mladá dívka sedí na dřevěné židli.
Dva dělníci pracují na ulici, a jeden z nich má na sobě na hlavě.
Mladý muž jede na kole na koni na dráze.
Postarší muž a dva muži jsou ve sněhu a jeden z nich.
Muž v bílé košili hraje na kytaru.
Mladá dívka se dívá na něco, aby mohla.
Malý chlapec skáče do jezera.
Jeden člověk v zelené bundě a oranžové čepici se dívá na něco.
Muž v oranžové bundě a modré bundě leze po zasněžené cestě.
Malá dívka s hnědými vlasy a hnědými vlasy si hraje ve vzduchu.
Dítě jede na kole v lese.
Fotbalový hráč se připravuje na fotku.
Lidé jdou po ulici s lidmi.
Muž v šatech stojí vedle svého stolu, zatímco ostatní stojí vedle ní.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají fotbal na hřišti.
Muž a muž skáče na zemi.
Dívka se dívá do vody.
Tento člověk se připravuje na vodu na vodu.
Muž ve slunečních brýlích se dívá na vodu.
Blonďatá dívka spí na trávě.
Muž pracuje venku před budovou.
Tři muži pracují v kuchyni.
Muž na kole se dívá na něco a usmívá se.
Dvě dívky v plavkách drží v bazénu.
Čtyři děti sedí na lavičce a dívají se na něco.
Děti jsou ve vzduchu, aby se snaží se dostam.
Mladý chlapec v barevném oblečení a čepici se připravuje na něco v kuchyni.
Tento člověk se dívá na chodu.
Někdo má na sobě čepici a drží svou ruku.
Dělník pracuje na chodu.
Žena v červeném tričku jede na koni, zatímco se stromy.
Žena sedí na lavičce s několika stromy v pozadí.
Tři muži v bílých uniformách, kteří jsou na ulici a jedna z nich.
Dívka si hraje v bazénu.
Dvě děti, jeden chlapec v zeleném tričku a modrých šortkách, s bílými vlasy.
Muž se dívá do vzduchu ve vzduchu.
Muž v modrém triku a modrých džínách stojí na kamenném kole v pozadí.
Dva dělníci pracují na okomě na oko.
Několik lidí na pódiu hraje na pódiu s modrými modrými modrými modrými modrými modrými modrými modrými modrými modrými modrými modrými modrými modrými modrými chys
Muž s batohem hraje na kytaru, zatímco sedí na pódiu.
Postarší muž se dívá na muže, aby mohla.
Muž s batohem jde po chodníku.
Žena v bílé košili pracuje na stroje.
Dívka v brýlích jede na chodníku na chodníku.
Dvě dívky, jeden v černé a jeden z nich má na sobě bílého míč.
Několik žen se baví před budovou.
Muž s batohem jde po chodníku a mluví na chodníku.
Žena si hraje s malým dítětem v ruce.
Skupina mladých lidí si hraje na hudební nástroje, zatímco dva dalších mužů.
Dívka s batohem a dráničuje na chodu.
Malá dívka na bílém koni se snaží ohránku, aby mohla.
Dvě děti si hrají na pódiu a hrají na pódiu.
Dívka v bílé košili a zeleném tričku stojí na zasněženém koni, zatímco stojí v lese.
Dva muži hrají na kytaru před budovou.
Několik lidí v uniformách se dívá na fotku před davem.
Žena a pes jsou venku venku na chodníku.
Žena a dvě ženy, kteří mají na sobě myži, jsou v obchodě.
Skupina mužů v červené bundě a černé bundě jede na kole.
Muž v bílé uniformě si hraje s míčem.
Muž se připravuje na fotku na fotku.
Dva muži v oranžových uniformách se snaží chytit míč.
Děti se snaží chytit míč.
Člověk v modrém dresu se snaží chytit míč.
Několik hráčů na fotbalovém hřišti na hřišti.
Mladý muž sedí na skateboardu, zatímco další muž se dívá.
Žena v modrém dresu běží po dráze.
Šest dospívajících lidí, kteří jsou venku před obchodem.
Basketbalista se snaží chytit míč, aby chytil míč.
Dva muži na zemi, kteří jsou v pozadí.
Muži hrají fotbal na hřišti.
Basketbalista v bílém dresu se snaží chytit míč.
Lidé jdou po ulici v noci.
Dva závodní auto, jeden z nich má na sobě červené, jeden z nich má na sobě červenou bundu, zatímco ostatní sledují.
Basketbalista v bílé uniformě drží míč.
Mladý chlapec se dívá na chránku na svého chlapce.
Žena a dítě jdou po ulici.
Fotbalový tým si hraje s lidmi.
Tři ženy na trávě na trávě.
Dospívající chlapec v modrém tričku a modrých šortkách si hraje s míčem.
Muž a žena v bílých tričkách se dívají.
Muž mluví, zatímco se dívá, zatímco ostatní sledují.
Mladý chlapec v zeleném tričku se houpe na svém kole.
Dělník jede na kole v pozadí.
Žena v zimním oblečení je ve sněhu.
Čtyři dívky a dívka jsou zapránky.
Muž v černé a bílé čepici se snaží chytit míč.
Muž v modrém tričku se dívá na ženu v modrém tričku.
Žena s červenou čepicí se dívá do vody.
Dvě mladé děti si povídají, zatímco se dívají.
Čtyři děti jsou v poli, zatímco ostatní sledují.
Muž na pódiu v červené uniformě se dívá na něco.
Skupina lidí mluví do mikrofonu.
Dva motorkáři závodí na bílém koni, jeden z nich má na sobě červené a druhý v pozadí.
Někdo má na sobě červenou bundu, stojí v pozadí.
Muž běží s míčem, zatímco jiný muž se snaží chytit míč.
Muž bez trička jde po zasněženém poli.
Kluk se snaží ohránku a je v ruce.
Dva chlapci hrají fotbal v písku.
Dítě v modrém a modrých šortkách stojí na kamenné zdi a má na sobě oko.
Žena na hlavě má na sobě na sobě na sobě oko.
Lidé jdou po ulici ve městě.
Tamerika se snaží chytit míč.
Dva muži, jeden v černé a jeden z nich hrají na pláži.
Muž stojí ve vodě a drží vodu.
Surfař na surfu, aby chytil míč, aby chytil míč.
Prikař se připravuje na svou v ruce.
Basketbalista skáče do vzduchu, aby chytil míč.
Dva chlapci hrají fotbal.
Starší člověk jde po ulici s lidmi v pozadí.
Skupina závodníků běží po dráze.
Snowboardista jede na kole po chodníku, zatímco je za ním.
Lidi hrají v bazénu.
Muž se dívá na muže.
Muž se dívá na mladého chlapce v obchodě.
Mladý muž v modrém tričku dělá trik na skateboardu v pozadí.
Starší muž sedí na kole s mímělými oko.
Muž, který má na sobě brýle, sedí na vodě, zatímco ostatní stojí v pozadí.
Dva motorkáři závodí na dráze.
Muž v bílém tričku a černých šortkách se dívá do vzduchu.
Dva lidé jsou na trávě a jeden z nich je na trávě.
Mladé dítě v zeleném tričku se dívá do mikroskopu.
Basketbalista běží po míč.
Muž v černé bundě a černé bundě si hraje na kytaru s mužem v pozadí.
Muž skáče do vzduchu, aby se.
Žena v modrém tričku a modrých šortkách si hraje tenis.
Muž hraje na hru v obchodě.
Muž má na sobě červenou bundu na sobě oko.
Žena s hnědým psem se snaží chytit míč.
Je tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam tam muž a
Dvě dívky jdou po ulici v pozadí.
Dítě, která má na sobě triko, se usmívá.
Dva muži, jeden v bílém, jeden z nich má na sobě bílé a druhý v modrém.
Žena v červeném dresu skáče, zatímco pes skáče na pláži.
Blonďatá dívka s dlouhými hnědými vlasy se usmívá na kameru.
Žena v oranžových šatech se dívá na něco.
Dvě malé děti se objímají na travnatém poli.
Dvě mladé ženy na ulici se snaží ohrát na ulici.
Dva chlapci v kuchyni před obchodem.
Cyklista má na sobě černé triko, jede na kole po cestě.
Žena se dívá na něco, aby mohla.
Žena v černé bundě a černých kalhotách jede na kole v pozadí.
Fotbalový tým se snaží zahrán, zatímco ostatní sledují.
Čtyři fotbalisté v černých uniformách, jeden v bílém, se snaží chytit míč.
Cyklista se snaží ohu, zatímco ostatní sledují.
Basketbalista v bílé uniformě se snaží chytit míč.
Muž mluví do mikrofonu.
Baseballový hráč se snaží chytit míč.
Cyklista se snaží ohrát v lese.
Tři fotbalisté se snaží chytit míč, zatímco muž v červeném dresu.
Chlapec skáče do vzduchu a skáče do vzduchu.
Dvě děti, jeden v černém triku a černých kalhotách si hrají na pódiu.
Muž v brýlích jede na kole.
Malý kluk v uniformě drží míč, zatímco se dívá do vzduchu.
Šest mužů sedí v travnatém poli.
Hnědý pes se snaží ohránku.
Tento muž má na sobě černé triko a drží míč.
Muž v bílé košili a bílé košili se dívá na něco.
Postarší žena se usmívá, aby mohla.
Cyklista jede po ulici, zatímco lidé stojí na ulici.
Žena, která má na sobě brýle, jede na kole.
Nějací děti si hrají venku venku venku v pozadí.
Starší muž hraje na hudební nástroj.
Dívka na pláži se prochází po pláži.
