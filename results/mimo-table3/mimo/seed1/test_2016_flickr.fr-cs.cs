Žena v oranžové čepici se dívá na kadě.
Tameričný chrát na pláži se prochází po chodníku.
Čtyři dospívajících v oranžových uniformách se smějí.
Šest lidí v oranžových kalhotách a modrých džínách stojí na travnatém kopci.
Lidi jsou na chodu.
Muž v zimním oblečení a slunečních brýlích stojí u stolu a povídají si.
Několik lidí stojí před obchodem.
Chlapec v červené bundě se snaží chytit míč, aby chytil míč.
Žena pracuje na stroje.
Muž v džínách a džínách sedí u stolu a usmívá se.
Dělník a jeho syn se dívá se do vzduchu.
Ženy si hrají s míčem, aby chytil míč.
Blonďatá žena se usmívá do mikroskopu.
Žena sedí u stolu, co vypadá jako oko.
Čtyři lidé sedí u stolu.
Čtyři děti s brýlemi jede na svém kole na svém kole.
Blonďatá dívka se houpe na trávě.
Blonďatá žena s hnědými vlasy a brýlemi stojí před obchodem.
Člověk v bílých šatech se připravuje na svou.
Dvě ženy se smějí, aby mohla, aby se dívá.
Lidi stojí před budovou.
Otec si hraje s míčem na hřišti.
Blonďaté dítě skáče na trávě.
Žena stojí na schodech a dívá se do objektivu.
Blonďatá žena se dívá na něco, aby mohla.
Blonďatá žena v bílých šatech a s brýlemi sedí u stolu s jídlem.
Žena se snaží ohránky.
Čtyři děti se snaží naprát na oko.
Několik mužů, kteří mají na sobě oranžové vesty, pracují na střeše.
Žena se dívá na něco, aby mohla, aby se snaží se dosta.
Šest lidí jede na kole v noci.
Dvě blonďaté děti sedí na schodech, aby mohli.
Dítě se houpe do vody.
Čtyři lidé sedí u stolu a povídají si.
Dvě děti stojí na dřevěném poli.
Muž na kole se dívá na muže, aby mohli na střeše.
Nevěsta si hraje na fotku.
Pouliční umělec v bílých šatech se dívá na něco, aby mohli.
Dvě děti se připravuje na fotku.
Žena v bílých šatech stojí na travnatém poli.
Čtyři chlapci v oranžových vestách se dívá na vodu.
Žena v růžové bundě a zeleném tričku stojí před davem.
Lidi sedí v kuchyni.
Miminko se houpe na zemi v lese.
Žena v červeném tričku se dívá do mikroskopu.
Dvě ženy v bílých šatech se snaží chytit vodu.
Muž v klobouku se dívá na něco.
Otec se snaží zahrádě, co jsou v pozadí.
Muž pracuje na stroje.
Muž v černé bundě si hraje na kytaru a hraje na kytaru.
Lidi jede na kole na chodníku na chodníku.
Cyklista jede na koni, aby mohla.
Několik lidí je na chodníku.
Žena se snaží ohrát do vody.
Blonďatý muž v džínách jde po chodníku s jídlem.
Muž v bílém tričku a šortkách sedí na travnatém poli.
Cyklista jede na kole po trávě.
Dvě ženy v černém oblečení tancují v parku.
Žena má na sobě bílé tričko.
Dvě ženy s batohem a čepicích jedou na travnatém kopci.
Skupina mladých dívek se snaží ohrát na chodu.
Asijský muž si hraje s rukama, zatímco ostatní se dívají.
Dav lidí se dívá na něco v pozadí.
Žena sedí na židli a dívá se na vodu.
Chlapec a jeho syn si hraje na hřišti.
Muž v zeleném tričku a džínách sedí na židli a dívá se na něco na něco.
Hnědý pes stojí na trávě na trávě.
Blonďatá žena sedí u stolu s mínkou.
Muž dělá trik na střeše.
Blonďatá rodina mluví do mikrofonu.
Osoba si hraje na elektrickou kytaru velmi červené místnosti.
Miminko sedí na židli, aby se dívá na něco.
Dvě ženy a dvě ženy se dívají na kopec.
Muž s batohem hraje na kole s mužem v zeleném triku.
Mladé děti v bazénu.
Pět dětí, kteří jsou shromáždění, které jsou venku.
Čtyři dělníci pracují na chodu.
Hnědý pes jede po trávě s rukama.
Lidi sedí v parku, v pozadí.
Žena, která má na sobě a stojí před davem.
Dvě malé děti na kolejí na kole.
Muž v černém triku a džínách, džínách, stojí na travnatém poli.
Mladé dospívajícíchodánický pár se opírá o zeď.
Dvě ženy jsou ve sněhu, jedna z nich skáče do vzduchu.
Žena je v kuchyni v restauraci.
Chlapec skáče na surfu.
Žena se dívá na fotku na fotku.
Několik lidí, kteří sedí u stolu a sedí u stolu.
Blonďatá dívka se dívá do mikroskopu.
Mladé dítě s bílým tričkem a bílým trikem se usmívá.
Blonďatá žena, která má na sobě brýle a mluví do mikrofonu.
Postarší muž v zimním oblečení se připravuje na fotku.
Čtyři děti jedou na zasněženém kopci.
Dělník s batohem se opírá o zeď.
Postarší muž se dívá na mravu.
Dítě v bílých plavkách se připravuje na svou.
Tři ženy v oranžových vestách jsou venku.
Blonďatá žena se usmívá, zatímco jiný muž má na sobě brýle.
Čtyři děti sedí na chodu a pracují na střeše.
Mladík v bílých šatech se snaží ohrát.
Blonďatá rodina se připravuje na chránky v obchodě.
Cyklista jede na kole na kole.
Několik hráčů běží na hřišti, zatímco se hráče.
Žena v plavkách se dívá na něco, aby mohla.
Několik lidí jede na kole v lese.
Člověk v oranžovém triku jede na kole na kole.
Žena se dívá na chránky.
Miminko sedí u stolu, který má na sobě oko.
Hnědý pes plave ve vodě.
Tamerika se snaží ohránky na travnatém poli.
Dítě jede na červené motorce.
Čtyři děti sedí na kole, zatímco se ostatní dívají.
Černý pes se snaží chytit míč.
Muž v růžové košili a bílé košili se snaží chytit míč.
Dva dělníci pracují na chodu.
Chlapec s čepicí se usmívá a stojí na svou rukou.
Dva lidé jsou na zasněženém kopci na zasněženém kopci.
Lidi stojí a dívají se na vlak, aby mohla.
Usmívající se žena se houpe na zdi.
Dvě děti si hrají v trávě.
Dítě se dívá na něco na kytaru v pozadí.
Miminko v zimním oblečení se dívá.
Žena sedí u stolu a čte si.
Dvě ženy v chluchodách a opravují.
Lidi se dívají na fotku, aby se.
Několik žen s bílými čepicích na hlavě má na sobě červené triko.
Dvě ženy s modrými vlasy sedí u stolu.
Dva lidé sedí u plotu, jeden z nich má na trávě.
Dvě ženy pracují na chodu.
Chlapec stojí u stolu, aby mohla.
Muž v zeleném svetru se dívá na něco.
Čtyři chlapci skáčou na hřišti.
Chlapec se dívá na fotku, aby mohla.
Žena v bílé kšiltovce skáče do vody.
Dítě v zeleném dresu skáče.
Cyklista v zeleném triku dělá trik na svém koni.
Usmívající se žena se dívá do objektivu.
Otec se usmívá, aby si povídají si.
Žena na koni skáče do vzduchu.
Muž v černé bundě jede na dřevěném kole.
Otec se snaží chytit míč.
Pouliční umělec v růžové košili a čepici se dívá do mikroskopu.
Stavební dělníci pracují v parku.
Žena s modrými vestou na hlavě a modrými vestu.
Dítě s bílými vlasy a v ruce se snaží chytit míč.
Pes s dlouhými vlasy se snaží ohrát na chodu.
Žena se dívá na svého oko.
Žena v červeném tričku se připravuje na fotku.
Mladé dítě v růžovém tílku mluví do míče.
Chlapec v červeném tričku se houpe na trávě.
Osoba v bílých džínách sedí na dřevěném chodníku.
Žena, která má na sobě růžovou bundu, se dívá na oko.
Blonďaté dítě sedí na chodníku.
Šest dětí si hrají na travnatém poli a za ním.
Dva lidé jedou na kole po dráze.
Čtyři děti skáčou na židli na chodníku.
Žena v oranžovém tričku a šortkách se houpe.
Miminko stojí u stolu, aby si na kterém jsou za ním.
Čtyři děti se smějí.
Dva muži v oranžových kalhotách, kteří jsou v pozadí.
Čtyři děti jsou na zemi, aby mohli nata.
Černý pes a hnědý pes běží po lese.
Dvě děti si hrají na zahradě.
Blonďaté dítě, který má na sobě brýle a čepici, jede na svém kole.
Dvě ženy v bílých uniformách jsou v restauraci.
Muž v černém kabátu a džínách se naklání do mikroskopu.
Hnědý pes běží venku s bílým psem.
Pes běží s hračkou v tlamě.
Pár sedí na trávě s dítětem.
Blonďaté dítě a jeho dítě se snaží ohrádě, aby se snaží se naprát.
Dvě ženy a žena stojí před obchodem.
Několik žen se pokouší ohrát do vody.
Žena se dívá do mikroskopu, aby se na kameru.
Muž v černém a brýlích si hraje na elektrickou kytaru.
Mladý kluk v zeleném tričku a zeleném tričku si hraje s míčem.
Žena stojí na dřevěném kole s nápisem "mon".
Pes se dívá na vodu do vody.
Dvě ženy v šortkách se smějí.
Muž sedí u stolu aby mohla.
Mladé dítě si hraje v trávě a hraje v trávě.
Žena se připravuje na chránku.
Žena sedí u stolu a sedí u stolu s jídlem.
Fotbalový muž v černém triku a modrých džínách drží míč.
Blonďatá žena s brýlemi a brýlemi sedí v trávě, s rukama.
Závodník běží po dráze.
Prádádka s modrými čepicích se připravuje na svou.
Dva chlapci se smějí na chrátky.
Několik lidí se snaží ohránici.
Blonďatý pes a bílý pes se objímají.
Blonďatá žena s bílými vlasy si hraje na elektrickou kytaru.
Blonďatá žena s hnědými vlasy sedí na lavičce na chodníku.
Žena jede na kole a hraje na kole.
Dvě děti jsou na zemi a jeden z nich.
Muž na kole jede na kole.
Mladé dítě s bílými vlasy se dívá na něco na svého oko.
Dvě ženy v modrém tričku sedí na gauči a na chodníku.
Hnědý pes jede na zasněženém kole.
Mladé dítě, která má na sobě bílé tričko a džíny stojí na chodníku.
Několik lidí se snaží ohrát.
Žena na kole se dívá na svého kola.
Žena se dívá do vody, zatímco ostatní se dívají.
Několik lidí, kteří si hrají s míčem v pozadí.
Postarší člověk se dívá na budovu.
Dvě blonďaté dítě sedí u stolu a má na sobě růžovou tyče.
Dva lidé v oranžových šatech stojí před obchodem.
Blonďatý pes plave v bazénu.
Prikař na fotbalovém hřišti se snaží chytit míč.
Pes se snaží ohrát na chodu.
Pár v oranžové vestě pracuje na oko.
Dva dělníci pracují na střeše.
Tři ženy jsou na skateboardu.
Několik žen v brýlích se dívá na na mravku, zatímco se dívá.
Mladé dítě se usmívá do mikrofonu.
Dvě malé děti si hrají s míčem a jedna z nich si svou.
Čtyři dělníci pracují na střeše.
Lidi jsou ve vodě, aby mohla.
Pouliční umělec stojí v chodu.
Několik mladých lidí, aby se snaží se dostrát.
Dvě malé holky v oranžových vestách a oranžových vestách na raftu.
Dva dělníci pracují na střeše, aby mohla.
Blonďatá žena, která má na sobě červenou bundu a čepici sedí na oko.
Dvě chrikolníci se snaží ohránky.
Otec se připravuje na fotku aby mohla.
Muž v zeleném svetru se dívá na v parku.
Muž a dítě na trávě na trávě.
Blonďatá žena na chyžce na chyžce na chodu.
Kluk sedí a pracuje v lese.
Mladé děti v plavkách skáče do mikrofonu.
Lidi sedí u stolu a dívají se na fotku.
Mladé dítě s dlouhými vlasy sedí u stolu s dvěma chody.
Žena ve středním věku jede na kole po cestě.
Čtyři chlapci v oranžových uniformách, jeden z nich má na sobě oranžové vesty, a druhý z nich.
Pes skáče do vzduchu u oceánu.
Černý pes s modrými čepicí a čepicí skáče do vzduchu.
Dvě děti si hrají na chodu.
Žena s dlouhými vlasy a vousy se usmívá, aby mohli krát.
Žena v zimním oblečení se snaží ohránku.
Muž v černém tílku se dívá na vodu na vodu.
Dvě děti se smějí do vody.
Dvě ženy se objímají na pódiu, aby mohli na pódiu.
Žena sedí u stolu, aby mohli.
Tamerikař v noci s jídlem.
Dvě ženy, kteří mají na sobě oranžové tričko, jedou na zemi.
Mladé dítě v oranžové vestě a oranžových šortkách se houpe na zasněženém poli.
Lidi jede na kole na kole v parku.
Čtyři lidé sedí u stom, aby mohla.
Muž a dítě jsou na frontě, aby mohli.
Blonďatá dívka a žena jsou na zemi, aby mohli.
Čtyři děti, kteří mají na sobě bílé tričko, sedí na oko.
Hnědý pes běží po lese.
Miminko se usmívá v ruce.
Žena se dívá na dítě, který má na sobě modrou čepici a hnědého psa.
Pár jede na kole v lese.
Bílo-hnědý pes běží po dráze.
Žena v plavkách sedí na lavičce na chodníku.
Žena a žena sedí u stolu, aby si užívají si výt.
Miminko se dívá do mikroskopu v restauraci.
Žena mluví do mikroskopu.
Chlapec se opírá o kadě na kole.
Blonďatá žena v kostýmu mluví do mikrofonu.
Žena se snaží ohrát.
Mladé dítě v černém triku a džínách se usmívá.
Blonďatá žena s batohem se houpe na travnatém poli.
Blonďatá dívka běží po trávě s rukama.
Chlapec v šatech se houpe na skateboardu.
Mladé dítě v červeném tričku stojí u jezera.
Blonďatá rodina se připravuje na chysu.
Ženy stojí u stolu, jeden z nich má na sobě na sobě na sobě na sobě na sobě máchodu.
Muž v oranžové vestě se naklání zmrzliny.
Muž a dvě děti jsou na travnatém poli a jeden z nich se dívá.
Muž v červeném tričku se snaží chytit míč.
Chlapec v červeném tričku a červených plavkách se houpe v bazénu.
Blonďatá žena se dívá na něco v pozadí.
Dvě ženy a dítě v bílých šatech si hrají s hračkami.
Hnědý pes skáče přes překážku.
Malé dítě v zeleném tričku si hraje venku.
Muž sedí na zemi aby se dívá.
Čtyři děti sedí na zeleném gauči a povídají si v ruce.
Miminko sedí na trávě.
Mladé dítě se dívá na vodu, zatímco si hraje na pláži.
Lidi sedí v místnosti před budovou.
Pes skáče, aby chytil míč.
Blonďaté dítě se houpe na houpačce.
Žena a dvě ženy jsou venku v místnosti.
Muž se připravuje na fotku před obchodem.
Hnědý pes se snaží chytit míč.
Nějací dělníků, kteří jsou zapránky, zatímco si hrají.
Mladé děti stojí vedle sebe na trávě.
Čtyři děti jedou na pláži na pláži.
Žena se dívá na něco na chodu.
Žena jede na kole na kole.
Kluk v oranžových kalhotách a oranžových šortkách běží po lese.
Blonďatá žena v oranžové vestě sedí na židli.
Žena dělá trik na skateboardu.
Muž v zimním oblečení jede na koni.
Blonďatá rodina pracuje na židli na chodníku.
Dva psi jsou na hřišti.
Dítě v zeleném tričku skáče na kytaru.
Taska v bílé uniformě se připravuje na svou.
Několik mladých lidí se připravuje na výni.
Mladé dítě dělá trik na skateboardu.
Mladé dítě skáče do mikrofonu aby mohla.
Dva lidé, kteří mají na sobě oranžové vesty a jeden z nich stojí na kole.
Žena, která má na sobě oranžové triko, běží po svou.
Dělník se usmívá, aby se.
Žena běží po dráze, zatímco ostatní pozorují.
Tenista se snaží chytit míč.
Fotbalový tým v oranžových uniformách a oranžových uniformách se usmívá.
Dva skateboardististi se snaží ohrádě, aby se dívá.
Dívka v bílých uniformách a bílé se snaží chytit míč.
Mladé dítě jede na kole po pláži.
Několik dětí v růžové košili a bílé košili se dívá na fotku.
Někdo jede na kole v parku.
Hnědý pes běží na trávě.
Dvě ženy v oblecích stojí vedle sebe.
Tameriča se snaží ohráni, aby mohli.
Cyklista skáče přes překážku.
Pár sedí v bílých uniformách, zatímco se dívá.
Tato skupina dětí je na zahradě.
Snowboardista v zeleném tričku jede na vlně.
Fotbalový hráč skáče na míč.
Dva mladí muži se snaží chytit míč, aby chytil míč.
Lidi jede na kole na kole po chodníku.
Mladé dítě skáče do mikrofonu.
Kluk v oranžové košili se připravuje na svou.
Blonďatá žena s hnědými vlasy a hnědými vlasy se usmívá.
Čtyři lidé, kteří sedí a povídají si.
Postarší pár stojí na kole v parku.
Dvě ženy se smějí.
Fotbalový hráč ve vzduchu s míčem.
Mladé dítě má na sobě oranžové tričko.
Žena s brýlemi a brýlemi sedí u stolu a mluví.
Žena sedí na židli s dvěma dětmi.
Miminko má na sobě na sobě oko, aby mohli.
Blonďatá skupina lidí se připravuje na fotku.
Pracovníci v oblecích a bílých uniformách, kteří jsou v kuchyni, zatímco muž se dívá.
Pár se dívá na fotku.
Čtyři děti v bílých uniformách a modrých uniformách jsou zaprádělou na ulici.
Žena se dívá na fotku.
Snowboardista skáče do vzduchu na zasněženém kopci.
Postarší pár se dívá na fotku.
Několik dospívajících a chránickýchodnických chody.
Tento muž v červené čepici stojí na kamenném chodníku, zatímco jiný muž v pozadí.
Černo-bílý pes skáče do vzduchu.
Blonďatá žena se opírá o zeď.
Několik dospívajících dětí se dívá do vzduchu.
Žena v růžovém tričku se dívá na něco.
Tamerikař v kuchyni se dívá na něco, zatímco se dívá.
Lidi jsou shromáždění na chodu.
Čtyři dospívajících jsou velmi směstrátky na pláži.
Dvě ženy a žena se smějí.
Tameriča se dívá, zatímco ostatní stojí za ním.
Dělník se připravuje na fotku, aby mohla.
Lidi jsou na kole, aby mohli z nich má na sobě oko.
Někdo skáče na svém kole s nohama.
Čtyři děti běží po trávě.
Blonďatá dívka se dívá do vody.
Dvě ženy sedí u stolu, jeden z nich má na sobě na sobě oko.
Blonďatá žena v bílých šatech se usmívá.
Basketbalista v zeleném dresu se snaží chytit míč.
Postarší muž jede na kole před nápisem "Te"
Čtyři chlapci v bílých tričkách a jeden z nich má na sobě bílou bundu.
Muž s modrými čepicí se usmívá na dítě.
Bílý pes běží ve vodě.
Tamomomomerikolní chylky v chodu.
Čtyři děti si hrají v trávě a dívají se na vodu.
Několik žen si hraje s jídlem.
Čtyři děti v bílých šatech se dívá na něco.
Blonďatá žena má na sobě brýle.
Dvě blonďaté dítě, jedna z nich má na sobě modrou hračku.
Žena v plavkách skáče do vzduchu.
Blonďatý muž sedí u stolu, který má na sobě oranžové triko.
Šest dětí sedí na schodech a pracují na chodu.
Hnědý pes skáče do vzduchu a skáče do vody.
Pár jede na kole v pozadí.
Několik žen, kteří jsou na střeše, aby mohli na kole.
Mladé dítě se dívá do vody.
Fotbalový hráč v bílé uniformě se snaží chytit míč.
Blonďatá žena v černém tričku s bílými vlasy.
Několik mužů se smějí, aby mohla, aby chytil míč.
Člověk si hraje na elektrickou kytaru.
Čtyři chlapci v bílých šatech běží po trávě.
Miminko se snaží ohrá svou svou kamy.
Postarší muž a žena se snaží ohrát.
Skupina roztleskávačky v bílých šatech se dívá na něco.
Pouliční cyklista se snaží ohrán, aby mohla.
Muž dělá trik na rodeu.
Baseballový hráč skáče přes míč.
Šest dětí se dívá na oko, zatímco ostatní pozorují.
Šest lidí jede na kole v pozadí.
Čtyři děti se snaží ohrát výsu.
Dvě ženy se pokouší ohrát do vzduchu, aby mohla.
Dvě ženy, které jsou na koních, aby se dívá se.
Dvě ženy v zimním oblečení stojí vedle sebe.
Blonďaté dítě spí na židli, co se směje.
Postarší pár se dívá na ženu, který má na sobě černé triko.
Dělník skáče přes tyč.
Dvě děti si hrají v bazénu.
Dvě děti jsou na trávě.
Mladé děti si hrají v lese.
Lidi stojí u stolu s dvěma lidmi.
Tameriční dělníků, které jsou ve vzduchu.
Čtyři děti v bílých tričkách se snaží chytit míč.
Několik dospívajících je ve vodě.
Žena stojí na kole v parku.
Prikař se snaží ohránky v chodu.
Dvě ženy jede na kole na okomě.
Dva lidé stojí u oceánu.
Mladé děti se snaží ohrát do vody.
Dvě malé děti se snaží ohránky aby se snaží ohrát.
Člověk pracuje na střeše a pracuje na chodu.
Muž v černém tričku sedí u stolu s jídlem.
Několik lidí se snaží ohrát na travnatém kopci.
Chlapec s batohem skáče do vzduchu na svém kole.
Děti v oranžových tričkách hrají s míčem.
Hnědý pes s červeným obojkem má na sobě modrou hračku.
Jeden člověk se dívá na chyžel, aby mohli.
Dělník v oranžové vestě se dívá na stroj.
Ženy v oranžových vestách stojí před obchodem.
Děti jsou ve vodě a je v tlamě.
Tamerikař se připravuje na chodu.
Hnědý pes běží s bílým psem.
Fotbalový hráč v bílých uniformách s bílými brýlemi.
Žena v růžovém tričku si hraje s stolem.
Blonďaté dítě, který má na hlavě ruce, aby chytil míč.
Tamerik se snaží ohráni, aby mohli.
Dvě holky a dívka se smějí.
Dítě na židli, který má na sobě oranžové čepici a má na sobě bílou bundu.
Černý pes a černý pes běží na trávě.
Mladé děti stojí na krádě a má na sobě oko.
Tři děti si hrají na pláži.
Basketbalista v růžovém tričku se dívá na míč.
Chlapec v červených plavkách si hraje ve sněhu.
Dítě má na sobě modrou bundu a má na sobě červenou bundu a má na sobě červenou bundu.
Dvě děti v oranžových kalhotách stojí před obchodem s bílými lidmi.
Dva lidé stojí vedle sebe, aby mohla.
Dvě ženy sedí u stolu a povídají si.
Miminko má na sobě brýle a čepici.
Černý pes si hraje s bílým psem.
Dva lidé pracují na židli na chodníku, zatímco se ostatní dívají.
Blonďaté dítě si hraje na fotku.
Dvě děti se objímají na hřišti.
Hnědý pes skáče přes překážku.
Žena v růžovém tričku se dívá na na kolo.
Čtyři děti sedí na gauči, aby mohla.
Muž dělá trik na rodeu.
Šest dětí se snaží ohrát na chodu.
Cyklista jede na kole po cestě.
Dva lidé, kteří jsou ve vodě a jeden z nich má na sobě.
Mladík jede na kole s momom.
Chlapec v červeném tričku a modrých šortkách se dívá na oko.
Stavební dělník stojí před budovou.
Žena si hraje na elektrickou kytaru.
Dvě ženy, kteří jsou na stole a povídají si.
Hnědý pes jede na pláži na pláži.
Basketbalista v černém tričku se snaží chytit míč.
Čtyři dospívajících sedí u stolu, aby mohli.
Tři lidé, kteří si hrají s míčem v pozadí.
Dvě děti a tři děti sedí na zemi a pracují na zemi.
Dvě ženy v chrádělách se smějí.
Muž se dívá na něco na chodu.
Několik lidí pracuje na kole v noci.
Žena sedí na židli, zatímco se dívá.
Postarší muž v barevném oblečení, který má na sobě na sobě na sobě na sobě na hlavě, sedí u stolu.
Postarší muž s brýlemi se připravuje na jídlo.
Muž dělá trik na kole, který má na sobě na sobě helmu, stojí na kole.
Žena se dívá na dítě, aby si na trávě.
Několik lidí na lodi, kteří jsou v restauraci.
Dvě ženy se dívají na chravu.
Člověk se snaží chytit míč, zatímco se dívá do vzduchu.
Pes skáče přes překážku.
Blonďatá žena v černém tričku a černých šortkách se opírá o zeď.
Žena jede na kole po chodníku.
Dvě děti v oblecích stojí na lavičce před budovou.
Velký hnědý pes se dívá na vodu.
Čtyři děti v bílých uniformách se smějí.
Pár se dívá na vodu.
Čtyři muži v oblecích a čepicích jsou venku s jídlem.
Hnědý pes skáče do vzduchu.
Mladé dítě s hnědými vlasy a hnědými vlasy se usmívá.
Dvě chričata se snaží ohrát.
Čtyři děti, kteří sedí v písku.
Dvě mladé děti se smějí a jeden zmrzliny stojí a dívají se.
Dvě okolní okolní okolky na zasněžené cestě.
Čtyři fotbalisté se snaží chytit míč.
Dvě děti jede na kole v bílých uniformách, zatímco se snaží chytit míč.
Muž v klobouku se dívá na něco.
Blonďatý pes se snaží ohrán, aby mohli v pozadí.
Chlapec dělá trik na skateboardu.
Muž s brýlemi hraje na elektrickou kytaru.
Čtyři chlapci se smějí na něco, co vypadá jako.
Dvě chravní dělníci v červených uniformách, kteří mají na sobě červenou bundu.
Mladé dítě se usmívá.
Čtyři děti v bílých uniformách sedí vedle sebe.
Muž v modrém dresu skáče na svém kole.
Blonďatá dívka si hraje s dvěma dětmi.
Několik lidí stojí na travnatém hřišti.
Dva motorkáři na kole, jeden z nich má na sobě oranžové vesty, skrátky.
Dvě děti běží po trávě.
Blonďaté dítě stojí na trávě a drží dítě.
Dělník pracuje u stolu v restauraci, aby mohli.
Dva lidé sedí u stolu a povídají si u stolu.
Dvě malé holky se smějí s jídlem.
Dítě spí na židli a jí.
Žena a žena sedí na chodu a smějí se.
Dvě ženy jsou ve vodě.
Žena v růžovém triku jede na chodníku.
Lidi jsou shromáždění v pozadí.
Několik lidí sedí u stolu s jídlem.
Dvě děti, kteří jsou oblečeni v oranžových uniformách, jedna v oranžových kalhotách a ch brýlích.
Lidi sedí na zemi a dívají se.
Několik lidí jede na kole.
Cyklista v zimním oblečení jede po cestě.
Žena v růžovém tričku jede na koloběžce po trávě.
Pět žen stojí na dráze.
Dvě ženy pracují na koních a mají na sobě bílé tričko.
Šest dětí skáče do vody.
Žena se snaží ohrádě, aby se snaží se naprát.
Blonďatá žena v obleku jede na kole.
Čtyři blonďaté děti se smějí.
Žena v šatech stojí u vody.
Několik žen v černém sedí na schodech a pracují na oko.
Dělník pracuje v parku.
Otec v červené a červené čepici se dívá na něco na chodu.
Několik mužů v modrých uniformách se připravuje na jídlo.
Dvě ženy se snaží ohránky na chodu.
Dělník v brýlích a s bílými brýlemi hraje na elektrickou kytaru.
Mladé dítě se usmívá na svou rukou.
Blonďaté dítě sedí v trávě u jezera.
Muž jede na kole po chodníku s modrými stromy v pozadí.
Blonďatá žena má na sobě brýle.
Blonďatá dívka se snaží ohránky, co vypadá jako kadol.
Muž v zimním oblečení se dívá na fotku.
Žena v zimním oblečení stojí na chodníku vedle budovy.
Žena sedí u stolu a pracuje u stolu.
Blonďatá žena v růžovém tílku se dívá na něco.
Žena v zimním oblečení stojí u oko.
Dvě děti jsou na zemi vedle sebe.
Postarší člověk s měskouskou.
Dvě ženy, které má na sobě červenou bundu, stojí vedle ní.
Krádolka je výni.
Žena v zeleném tričku a zeleném tričku se usmívá.
Čtyři děti sedí na gauči s rukama v pozadí.
Čtyři chlapci v červeném tričku skáče do míče.
Muž s dlouhými vlasy se dívá na chránky.
Žena se usmívá, aby mohla v restauraci.
Žena s nápisem "s" si užívá stomer."
Muž v černém triku hraje na elektrickou kytaru.
Několik dělníků v noci se dívá do mikroskopu.
Žena stojí na travnatém koni na travnatém poli.
Nevěsta se připravuje na jídlo, aby se.
Dvě chrikolníci se dívají na vlak.
Dvě ženy v oranžových šatech se snaží chytit míč.
Několik žen v oranžových vestách stojí před obchodem.
Mladé dítě leze na trávě.
Dav lidí stojí na zemi a stojí v pozadí.
Muž s brýlemi se snaží chytit míč.
Žena se dívá na fotku na fotku.
Dvě ženy pracují na stavbě a pracují na trhu.
Blonďatá dívka v růžovém tílku se dívá do mikroskopu.
Miminko s brýlemi běží kolem.
Postarší člověk se usmívá, aby mohla.
Žena v černém tílku se usmívá.
Dvě ženy v barevném oblečení sedí u stolu a povídají si.
Mladé dítě v červené bundě se usmívá.
Muž v červené bundě a bílé uniformě se dívá na míč.
Lidi se snaží ohrát na oko.
Lidi jsou na koních, aby mohli se dívají.
Lidi pracují na střeše a pracují na chodníku.
Tamerikař v chodu, co vypadá jako oko.
Muž s mískou na pláži.
Postarší člověk se dívá do mikroskopu.
Tamomerik se snaží chytit míč.
Blonďatá rodina sedí v místnosti s dvěma dětmi.
Blonďatá žena sedí u stolu aby se.
Čtyři mladí muži sedí u stolu, jedna z nich má na sobě červenou bundu.
Blonďatá žena v zeleném triku jede na kole.
Šest dětí sedí na lavičce a jeden z nich má na sobě oko.
Hnědý pes si hraje s hračkou na trávě.
Dvě děti, které jsou na trávě, co se dívá na.
Miminko se houpe na kole.
Šest lidí jsou shromáždění z nich.
Tameriční dospívajících uniformách jsou v obchodě.
Nějací děti jsou shromáždění v parku.
Blonďatá osoba s modrými vestou a bílým trikem jede na kole.
Několik žen v uniformách se připravuje na fotku.
Dvě děti a muž, kteří jsou v pozadí.
Muž v obleku jede na kole s dvěma lidmi.
Mladé dítě se houpe na houpačce.
Postarší muž v oranžové vestě pracuje na svém kole.
Lidi jsou u stolu a pracují na stolem.
Muž a žena si hrají v místnosti a povídají si.
Dvě ženy sedí v restauraci.
Dva muži v oranžových uniformách běží na trávě.
Cyklista se připravuje na fotku, aby mohla.
Muž, který má na sobě brýle a džíny, stojí na chodníku a má na sobě sluneční brýle.
Několik lidí si hraje na oko.
Čtyři děti v oranžových uniformách jede na kole na kole.
Několik žen sedí a čtou si noviny.
Malá holčička v zeleném kabátu stojí a kouří cigaretu.
Hnědý pes s hračkou v tlamě.
Děti jsou zapránici na travnatém poli.
Dvě ženy s barevnými vlasy a oko.
Dítě v červené mikině se houpe na židli, aby si na hlavě.
Blonďaté dítě sedí u stolu, aby se dívá.
Dvě ženy stojí na pódiu a povídají si.
Blonďatá rodina se dívá na chodu.
Dvě ženy v červené bundě se smějí s mužem.
Dvě malé děti se objímají s malým psem.
Žena v kostkované košili a džínách sedí na židli.
Otec se dívá do vzduchu a stojí v pozadí.
Mladé děti se snaží ohrá.
Stavební dělníci sedí u stolu s barevnými vlajkami.
Čtyři děti sedí u stolu a sedí u stolu.
Blonďatá žena s hnědými vlasy se houpe na pláži.
Blonďatý muž sedí u stolu a má na sobě červenou bundu.
Miminko se dívá na něco na fotku, aby mohla.
Postarší muž jede na židli na dřevěné židli, který je za ním.
Dělník sedí na schodech a pracuje na budovy.
Muž v černém triku a černých šortkách se usmívá.
Mladé dítě se snaží chytit míč.
Žena a dvě děti se objímají na chodu.
Blonďatá žena se opírá o zeď, která má na sobě brýle.
Muž v obleku, který má na sobě na hlavě čepici a stojí na chodníku.
Žena skáče na surfu v pozadí.
Člověk v červené bundě a modrých džínách se usmívá.
Blonďaté dítě sedí na židli a pracuje na svém kole.
Muž v černé bundě se dívá do mikroskopu.
Blonďatý muž s batohem se opírá o oko a je na kole.
Několik žen jede na kole v parku.
Pouliční cyklista jede na kole s mnoha lidmi.
Několik lidí v černém kabátu stojí na oko.
Žena se dívá na něco.
Žena sedí u stolu a hraje si.
Čtyři děti, které má na sobě červenou bundu, stojí u stolu a má v ruce.
Dvě děti v bílých šatech, běží na travnatém kopci.
Chlapec v džínách a džínách jede na kole.
Muž v kostkované košili se dívá na fotku.
Lidi na fotbalovém hřišti s míčem.
Je tam skupina lidí, kteří jsou shromáždění, aby mohli na kole.
Několik lidí jede na kole.
Vousatý muž má na sobě modrou čepici a čepici, se dívá na něco.
Pracovníci se dívají na vlak.
Hráč s oranžovou vestou a baseballovou baseballovou baseballovou raketou.
Dvě děti v černém sedí u oko.
Lidi sedí na schodech a pracují na chodníku.
Muž v obleku sedí na schodech a dívá se.
Usmívající se žena na sobě má na sobě růžovou bundu a má na sobě růžovou bundu.
Mladé dítě sedí a povídají si.
Muž s brýlemi a brýlemi sedí na lavičce a mluví do mikrofonu.
Blonďatý muž v červené vestě pracuje na střeše.
Lidi stojí u stolu, aby mohli z nich má na sobě.
Žena se připravuje na chrát výnici.
Několik lidí, kteří sedí u stolu a dívají se na něco.
Dvě mladé ženy na zemi, jeden z nich má na sobě na sobě oko.
Blonďatý muž v kostýmu pracuje na kole.
Otec se snaží mravky aby si vyslátát.
Muž s brýlemi a okoluje na svém kole.
Blonďaté dítě si hraje s hnědými vlasy a hnědými vlasy.
Dospívající člověk se usmívá do vody.
Žena s batohem jede na kole po chodníku.
Dvě ženy si povídají na frontě, které jsou na kterém je napsáno "S".
Blonďatá dívka v šedém sedí u stolu.
Několik lidí sedí u stolu a dívá se.
Žena skáče na svém kole na skateboardu.
Blonďatá žena, která má na sobě černé tričko a na sobě čepici, se dívá do vzduchu.
Čtyři děti jedou na lavičce na chodníku.
Blonďatá žena s dlouhými kudrnatými vlasy se usmívá.
Žena dělá trik na skateboardu, aby se dívá na něco.
Muž v černé čepici stojí před obchodem.
Žena a žena pracují venku venku venku.
Mladé dítě s hnědými vlasy a kudrnatými vlasy se usmívá do mikrofonu.
Mladé závodní auto má na sobě bílé šaty.
Blonďatá rodina stojí u bílého stolu, aby mohla.
Žena se dívá na něco, aby mohli v pozadí.
Několik žen v brýlích stojí na travnatém poli.
Pouliční chráda je výnici.
Žena s brýlemi pracuje u stolu s jídlem.
Dvě děti se dívají na fotku.
Lidi sedí na schodech, jeden z nich má na sobě na sobě na sobě na sobě chodu.
Lidi v okolníchodách se smějí.
Žena v černé bundě stojí na travnatém poli.
Dělník se dívá na něco, aby mohla.
Lidi, kteří jsou oblečeni, jeden z nich má na sobě bílé tričko a kanici.
Lidi stojí u vody, aby mohla.
Blonďatá žena se usmívá, aby mohla.
Žena se usmívá a má na sobě růžovou bundu a bílou bundu.
Dvě ženy v oranžových vestách a oranžových vestách stojí u stolu a dívají se.
Dva lidé se snaží ohrát na chodu.
Žena a žena stojí na kole v parku.
Pracovníci se dívají na vlak.
Několik žen, kteří mají na sobě oranžové vesty, sedí na zeleném gauči.
Několik lidí sedí u stolu na pódiu.
Muž v červeném tričku a červeném tričku jede na chodníku a má na sobě oko.
Tamerikař se připravuje na oko.
Postarší žena s brýlemi a brýlemi se usmívá.
Miminko si hraje s jídlem v pozadí.
Žena v červeném oblečení s mužem.
Dva lidé se dívají na chráni.
Dva motorkáři ve vzduchu, jeden z nich má na sobě helmu aby mohli.
Několik žen v oranžových uniformách se dívá na fotku.
Dvě mladé děti běží na chodníku s graffiti.
Dvě okolky na okoláni.
Miminko se houpe na svém kole.
Pes se snaží ohránky aby si povídají.
Dav lidí se připravuje na fotku.
Dvě mladé ženy si hrají na pódiu.
Usmívající se žena se dívá do objektivu.
Dva lidé stojí venku a dívají se na oko.
Několik lidí jede na kole po chodníku.
Blonďatá žena s tmavými vlasy a bílými vlasy.
Blonďatá žena v červeném tričku se dívá na oko.
Chlapec v bílých šatech skáče do vzduchu.
Čtyři děti se dívá do vody.
Pět dělníků v oranžových vestách se snaží chytit vodu.
Člověk v obleku stojí vedle budovy.
Stavební dělníci pracují na střeše.
Žena jede na koni, aby mohla rukama.
Žena jede na kole na kole.
Dvě chrikolníci se dívají na fotku.
Blonďatý muž s oranžovým batohem se dívá do mikroskopu.
Blonďatá žena v růžovém tričku sedí na schodech.
Mladé dítě se houpe na houpačce.
Několik lidí sedí na schodech.
Člověk s batohem stojí na chodníku a dívá se na budovu.
Člověk v červeném tričku a modrých šortkách se houpe na oko.
Černý pes a hnědý pes s hračkou.
Muž s brýlemi má na sobě brýle, který má na sobě brýle.
Muž v tenisovém oblečení se usmívá.
Muž v obleku a čepici se připravuje na jídlo, aby mohla.
Dítě jede na kole s měskou.
Černý pes běží s hračkou v tlamě.
Dělník se připravuje na mravu.
Pes skáče na pláži aby chytil míč.
Dítě sedí u stolu a sedí u stolu.
Lidi závodí na kole v noci.
Malá holčička jede na svém kole a má na sobě oko.
Usmívající se žena v oranžové košili a čepici se dívá na fotku.
Mladé dítě a žena jsou z nich má na sobě na sobě oko.
Člověk v červené čepici, červené čepici a červené čepici, se snaží zdrát.
Muž s hnědými vlasy se dívá na oko.
Muž stojí na motorce, aby mohla.
Blonďatý muž v černém kabátu se usmívá na něco.
Několik lidí jede na kole v noci.
Cyklista se dívá na fotku, aby se.
Čtyři lidé, kteří jsou na horském kole, aby se dívá.
Několik žen v černém oblečení se připravuje na fotku.
Blonďatá žena v červené bundě jede na kole s graffiti.
Tamerika v bílých kalhotách a zeleném tričku se dívá.
Mnoho lidí, kteří sedí na zemi, v pozadí.
Žena sedí na zemi a na chodníku.
Tři ženy s bílými vlasy, jedna v černé, bílých kalhotách a bílých kalhotách a jedna z nich.
Lidi pracují na stavbě.
Postarší pár se slunečními brýlemi a dráničuje.
Lidi jsou na horském kopci.
Dítě v zeleném tričku se dívá na vodu.
Lidi jsou shromáždění v restauraci.
Žena s brýlemi hraje na kole v parku.
Chlapec stojí s dvěma dětmi.
Usmívající se žena se slunečními brýlemi se dívá do objektivu.
Několik žen, kteří jsou na zeleném koni, aby se dívá.
Blonďatá skupina lidí se naklání do vzduchu na travnatém poli.
Chlapec v zimním oblečení běží po trávě.
Stavební dospívajících a dospívajícíchodomerici v chodách se snaží ohráni.
Postarší muž má na sobě na sobě kadomy, co vypadá jako mol.
Otec na kole jede na svém kole na svém kole.
Několik žen sedí u stolu.
Několik dospívajícíchodnických dětí na lodi, které jsou v chodu.
Blonďatý muž mluví do mikrofonu, zatímco pes se dívá na vodu.
Mladé dítě má na sobě růžovou bundu a růžovou kouli.
Dva lidé jsou na horském koni a jeden z nich.
Dvě ženy v oblecích stojí a dívají se na fotku.
Dvě mladé děti si povídají, aby se.
Několik mužů v brýlích a modrých džínách sedí na zemi a má na sobě bílé tričko.
Mladé dospívajícíchodátky je na pláži.
Dvě ženy a žena jedou na kole v parku.
Žena s dlouhými vlasy má na sobě brýle.
Mladé dítě v červeném tričku jede na koni.
Dvě malé děti si hrají na chodníku.
Čtyři děti s dlouhými vlasy sedí na trávě.
Žena v džínách a džínách sedí u stolu a usmívá se.
Dvě děti, jeden z nich má na sobě na sobě oranžové, oko.
Mladý pár sedí na židli a pracuje na chodníku.
Mladé dítě, která má na sobě růžovou bundu a má na sobě růžovou tašku.
Čtyři lidé sedí u stolu a pracují u stolu.
Chlapec s hnědými vlasy a bílými vlasy se dívá na něco, zatímco ostatní pozorují.
Muž jede na kole před budovou.
Mladý muž jede na kole s dvěma dětmi.
Žena se snaží ohrát výni.
Šest lidí, která má na sobě červenou bundu a džíny, s bílými vlasy.
Několik lidí pracuje na trhu v noci.
Dvě děti sedí na zemi a dívají se na fotku.
Blonďatý muž s batohem jede na lavičce na chodníku.
Žena jede na kole s dvěma stromy a městy.
Žena v růžovém tričku se dívá na něco.
Chlapec v růžovém tričku a modrých šortkách se usmívá.
Dvě děti sedí u stolu a povídají si.
Lidi v oranžových vestách jede na kole, zatímco se dívají.
Pár jede na kole, aby mohli.
Žena sedí na židli s mím.
Muž jede na kole po ulici.
Mladé dospívajících v oblecích sedí u stolu a povídají si.
Dvě ženy v oblecích a bezpečnostních vestách jdou po chodníku.
Žena na kole jede na kole po chodníku.
Žena se snaží chytit míč.
Otec se snaží chytit míč.
Dva motorkáři v oranžových vestách jede na kole po cestě.
Muž se dívá na něco, který má na sobě na sobě oko.
Muž na kole jede na kole v lese.
Dítě se dívá na něco, aby mohla.
Muž v černém triku a džínách stojí na chodníku a dívá se.
Chlapec a dívka stojí na zemi, aby se dívá.
Několik lidí v bílých šatech a černých šatech tancují.
Blonďatý pes a pes sedí na trávě na trávě.
Dva muži jedou na kole po ulici.
Několik žen a dítě v bílých šatech stojí na chodníku.
Blonďatý muž v černém a modrých džínách leze na chodníku.
Několik žen sedí u stolu a mluví do mikrofonu.
Člověk na chodníku se dívá na budovu.
Žena v barevném oblečení stojí u stolu a dívá se.
Blonďatá rodina sedí u stolu, aby si u stolu.
Člověk se opírá o zeď, který má na sobě na sobě oko.
Žena sedí na židli a dívá se na vlak.
Dva lidé, kteří mají na sobě oranžové vesty, stojí na pláži.
Rodina skáče do vzduchu aby mohla.
Žena s brýlemi a v ruce skáče do vzduchu, zatímco ostatní sedí na zemi.
Dvě mladé děti sedí na lavičce a dívají se na vlak.
Čtyři děti, kteří jsou v pozadí a jeden z nich stojí na hřišti.
Mladé dítě, která má na sobě klobouk a mluví.
Žena v kostkované košili se dívá na něco, zatímco muž v oranžové košili.
Dva lidé sedí u stolu, jedna z nich má na sobě na sobě modrou.
Mladé dítě, která má na sobě oranžové tričko, aby se dívá do vzduchu.
Tři ženy pracují v restauraci.
Dvě děti s modrými čepicí na hlavě leze po skále.
Několik dělníků se připravuje na chodu.
Muž a žena se smějí s mínkou.
Mladé děti sedí na dřevěné židli.
Dva dělníci pracují na střeše, aby mohla.
Mladé dítě se houpe na skateboardu na skateboardu.
Ženy jsou ve vzduchu, jeden z nich má na sobě na sobě chody a chy.
Žena v růžovém tričku si hraje na housle.
Mladé děti se snaží ohránky, aby se snaží se naprát.
Mladé dítě skáče do vzduchu.
Dvě ženy s modrými čepicích a modrými čepicích se snaží ohrát.
Žena v oranžové čepici a oranžové čepici jede na kameni.
Blonďatá dívka si hraje na zemi a stojí ve vodě.
Miminko jede na kole s my.
Tamerik se připravuje na výni.
Lidi jede na kole s jídlem.
Žena v barevném oblečení stojí u stolu, aby mohla.
Dvě děti stojí na kole.
Dvě ženy se objímají na hřišti.
Žena a chlapec si hrají na zemi.
Čtyři lidé se dívají na vodu.
Tamerik se dívá na vodu do vody.
Muž v oranžové vestě se dívá do mikroskopu.
Blonďatá dívka spí na gauči.
Postarší muž je na chodníku před budovou.
Tři ženy v kuchyni pracují v kuchyni.
Postarší muž se dívá na něco a dívá se na fotku.
Dvě děti v oranžových uniformách jsou u vody.
Několik dětí sedí na gauči, zatímco sedí na zemi.
Šest dětí jede na kole v noci.
Dvě děti, kteří mají na sobě na sobě chody a pracují v kuchyni.
Tameriční dospívajících se dívá do vzduchu.
Tamomerikař má na sobě kamomomy.
Dospívající chránka se houpe na svém kole.
Blonďatý muž v červeném triku jede na koni a má na sobě bílé tričko.
Blonďaté dítě sedí na zemi, aby mohli v pozadí.
Dvě ženy v bílých uniformách a bílých uniformách jsou na kole s městy.
Čtyři děti si hrají ve vodě.
Dvě děti, jedna v bílých šatech, jedna z nich má na sobě bílé tričko a druhá.
Žena se houpe na surfu.
Muž v bílé košili a bílé košili se dívá na muže, který má na sobě oranžové tričko a čepici.
Dva dělníci pracují na střeše.
Děti, kteří mají na sobě na sobě na sobě na sobě na sobě na sobě na sobě na hlavě, aby mohli.
Blonďatá dívka se usmívá, zatímco ostatní sedí u stolu.
Postarší muž ve středním věku se snaží ohráni, aby mohla.
Žena s batohem na kole.
Blonďatá žena s dlouhými vlasy jede na kole na kole.
Čtyři chlapci s batohem jede na kole po chodníku.
Dvě děti, jeden v černém, jedna z nich má na sobě bílého míč.
Několik žen se dívají na fotku před davem.
Muž jede na kole na kole a čte noviny.
Blonďatý muž s brýlemi stojí na židli a dívá se.
Několik lidí, kteří jsou shromáždění, kteří jsou shromáždění, kteří jsou oblečeni z nich.
Čtyři děti se snaží ohránky akol.
Miminko se snaží nako aby mohla.
Dvě děti, kteří sedí na kameni a povídají si.
Čtyři děti, která má na sobě brýle, stojí v lese.
Dvě ženy si hrají na ulici v noci.
Mnoho lidí se prochází po chodníku v pozadí.
Blonďatý pes se dívá na dítě, aby se na něm.
Dvě ženy a tři ženy jsou v bílých uniformách, kteří mají na sobě chodu.
Několik žen v černých kalhotách a modrých džínách se dívá na na oko.
Malá holčička v bílých uniformách s číslem 28.
Muž pracuje v obchodě aby mohli.
Dvě ženy v modrém se snaží chytit míč.
Šest dětí se snaží chytit míč.
Člověk v zeleném tričku se dívá do vzduchu.
Několik fotbalistů na fotbalovém hřišti na hřišti.
Mladé dítě sedí na židli a má na hlavě.
Blonďatá dívka v oranžové bundě běží po dráze.
Tamerici se připravuje na fotku v noci.
Tamerik se snaží ohrát chy.
Dva basketbalististů na koních, jeden z nich má na sobě na sobě a jeden zpránici.
Ženy hrají fotbal na hřišti.
Fotbalový hráč v červené uniformě se snaží chytit míč.
Lidi jsou na kole v noci.
Dva motorkáři závodí na bílém koni, jeden z nich má na sobě červené aby mohli.
Fotbalový hráč v obleku drží míč.
Mladé dítě se dívá do objektivu, aby se na ní.
Blonďatý chlapec a dítě jedou na lavičce.
Fotbalový tým, kteří si hrají s lidmi.
Čtyři muži pracují na travnatém hřišti.
Miminko v červeném tričku a modrých šortkách si hraje s míčem.
Žena a žena v bílých uniformách se objímají.
Muž sedí u stolu, co má na sobě žánky a usmívá se.
Mladé dítě v zeleném tílku se usmívá na něco.
Cyklista se snaží nadě, aby mohli na pódiu, aby mohli v pozadí.
Blonďatá osoba v oranžové vestě se houpe na dřevěném kole.
Několik dětí a muž se připravuje na jídlo.
Muž v černé čepici a červené čepici se snaží chytit míč.
Postarší žena se dívá na ženu v zeleném tričku, aby mohla.
Blonďatá dívka se dívá do vody.
Dvě malé děti se usmívají, aby se.
Několik dětí se snaží ohrádě, zatímco ostatní pozorují.
Usmívající se muž na sobě na sobě má na sobě červenou bundu.
Několik lidí mluví do mikrofonu.
Dva psi, jeden z nich má na sobě červenou bundu a druhý v zelené bundě.
Někdo jede na červené motorce v pozadí.
Tameričný hráč se snaží chytit míč.
Žena jede na zasněženém poli.
Miminko stojí na dřevěném poli.
Dva psi si hrají na trávě na trávě.
Miminko v zeleném tílku a čepici stojí na dřevěném chodníku.
Blonďatá rodina se usmívá na něco v místnosti.
Lidi jede na kole v noci.
Basketbalista se snaží chytit míč.
Dvě ženy, jeden z nich má na sobě červenou bundu a hrají na pláži.
Žena stojí na vlně, aby se dívá na vodu.
Snowboardista skáče do vzduchu na zasněženém kopci.
Prikař se snaží ohrát.
Lidi ve vzduchu s míčem.
Dvě děti si hrají fotbal.
Postarší člověk pracuje na kole s jídlem.
Několik lidí běží po chodu.
Snowboardista dělá trik, aby se snaží zaprát.
Lidi si hrají ve vodě a hrají v bazénu.
Malá holčička se dívá na fotku.
Postarší muž se snaží ohrát aby si ukrát.
Mladé dítě v zeleném tričku dělá trik na skateboardu.
Žena sedí na zemi a má na sobě oko.
Muž, který má na sobě bundu a stojí u vody, co vypadá jako v pozadí.
Dva motorkáři závodí na dráze.
Žena v černém tílku a černých šortkách se dívá do vzduchu.
Dva lidé jsou na trávě a jeden z nich je na pláži.
Mladé dítě, který má na sobě brýle, stojí vedle ní.
Fotbalový tým běží přes míč.
Muž s brýlemi, který má na sobě černé triko a čepici, hraje na elektrickou kytaru.
Žena skáče do vzduchu, aby chytil míč.
Blonďatá žena v růžovém tričku a černých šortkách si hraje s míčem.
Žena si hraje na stroje.
Asijský muž se opírá o kadě na chodu.
Blonďatý pes s náhubkem, aby chytil míč.
Děti jsou zahránkou, jeden z nich má na sobě mělánky.
Dvě děti jsou ve sněhu, zatímco ostatní sledují.
Blonďaté dítě, která má na sobě čepici a čepici.
Dvě ženy, jedna v bílých uniformách, jedna z nich má na sobě bílé triko.
Blonďatá dívka v červeném dresu skáče do míče, zatímco hraje na pláži.
Blonďatá dívka má na sobě oranžové vesty.
Blonďatá žena, která má na sobě oranžové šaty, se dívá na něco.
Dvě děti jede na kole po travnatém kopci.
Dvě ženy, kteří jsou na kole, co vypadá jako v pozadí.
Dvě malé děti jsou v obchodě.
Cyklista v černém dresu jede na kole.
Blonďatá žena se snaží svou svou rukou.
Blonďatý muž v černé bundě a čepici jede na kole v pozadí.
Fotbalový ovčák se snaží prodě, aby mohli, aby mohli.
Několik hráčů, kteří jsou oblečeni v černých uniformách, aby se snaží chytit míč.
Fotbalový tým se snaží ohrát, aby se snaží chytit míč.
Jeden hráč v bílých uniformách s bílými vlasy s bílými pruhy na hlavě.
Muž sedí u stolu a pracuje na fotku.
Hráč amerického fotbalu se snaží chytit míč.
Cyklista jede na kole v lese.
Čtyři fotbalisté, jeden v červeném tričku, se snaží chytit míč.
Chlapec skáče do vzduchu a skáče do vzduchu.
Dvě děti v černém tílku a jedna z nich má na sobě šaty.
Žena s brýlemi se houpe na houpačce.
Chlapec v plavkách se snaží chytit míč, aby chytil míč.
Šest žen sedí v bazénu, zatímco se ostatní sledují.
Hnědý pes se snaží ohrát na chodu.
Postarší muž má na sobě na sobě bílé tričko aby se usmívá.
Žena v růžovém tílku a bílé sukni se připravuje na oko.
Blonďaté dítě se snaží mykomom.
Lidi jsou na kole, které jsou v pozadí.
Blonďatá žena s batohem jede na kole.
Šest dětí, kteří jsou venku, které si hrají na zemi.
Žena si hraje na okolku.
Čtyři děti na lodi s výhledem na vodu.
