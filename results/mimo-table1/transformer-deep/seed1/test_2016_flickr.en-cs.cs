Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí stojí na ulici.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí stojí u stolu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí sedí na zemi.
Muž v modrém tričku a modrých džínách a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Skupina lidí stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Skupina lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Skupina lidí sedí u stolu.
Muž a žena sedí u stolu, zatímco se dívá.
Skupina lidí stojí u stolu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Skupina lidí sedí na schodech.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Skupina lidí stojí u stolu na chodníku.
Muž v modrém tričku a modrých džínách se dívá na něco.
Skupina lidí stojí před budovou.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku se dívá na něco.
Dvě ženy sedí na lavičce a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Skupina lidí sedí na schodech.
Dvě ženy v bílých šatech a bílých šortkách si hrají na ulici.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Mladý muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Hnědý pes běží po trávě.
Skupina lidí sedí na zemi a dívají se na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu na zemi.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Skupina lidí sedí u stolu.
Malý pes skáče do vzduchu.
Muž a žena sedí u stolu.
Několik lidí stojí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v bílé košili a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v červeném tričku a bílé bundě se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí na ulici.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Muž a žena sedí u stolu a hraje na kytaru.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Skupina lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Dvě ženy a žena, kteří, kteří jsou v pozadí.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku se dívá do mikrofonu.
Dva psi běží po trávě.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Skupina lidí stojí na chodníku.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu na chodníku.
Několik lidí v bílých uniformách stojí u stolu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na zemi a dívají se na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Malý chlapec v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na schodech.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Dva psi běží po trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy sedí u stolu a sedí na lavičce.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Muž v modrém tričku se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní sledují.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Malý chlapec v červeném tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy a ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Skupina lidí stojí před budovou.
Muž v červeném tričku a bílé košili a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Skupina lidí stojí před budovou.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu a hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco se dívají.
Skupina lidí stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Skupina lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na zemi.
Několik lidí stojí před budovou.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž a žena sedí u stolu a dívá se do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dva psi běží po trávě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Dvě ženy v bílé bundě a modrých džínách si hrají na pláži.
Dvě ženy sedí u stolu, zatímco se dívají.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a dívá se do mikrofonu.
Hnědý pes běží po trávě.
Dvě ženy v bílých šatech stojí u stolu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Několik lidí stojí na ulici.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu a hraje na kytaru.
Skupina lidí stojí u stolu.
Několik lidí sedí u stolu a dívá se se na něco.
Několik lidí stojí před budovou.
Malý chlapec si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Malý chlapec v modrém tričku a modrých džínách si hraje na kytaru.
Malý chlapec v červeném tričku a modrých džínách si hraje na kytaru.
Skupina lidí sedí u stolu.
Muž a žena sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Několik lidí stojí před budovou.
Malý chlapec v modrém tričku se dívá do mikrofonu.
Muž v červeném tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách jede na kole.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Hnědý pes běží po trávě.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu a hraje na kytaru.
Skupina lidí sedí u stolu.
Skupina lidí sedí u stolu.
Muž v modrém tričku se dívá do mikrofonu.
Malý chlapec v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách jede na kole.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Dvě ženy sedí u stolu, zatímco se dívají.
Muž v červeném tričku a bílé košili jede na kole.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Dvě ženy v bílých šatech stojí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Skupina lidí sedí u stolu.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy v bílých šatech stojí u stolu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu, zatímco se dívá.
Skupina lidí sedí u stolu.
Dvě mladé děti si hrají na pódiu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Skupina lidí stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na zemi.
Muž v modrém tričku se dívá do mikrofonu.
Několik lidí v bílých uniformách stojí u stolu.
Skupina lidí stojí u stolu a dívají se na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v červeném tričku a bílé košili a modrých džínách a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu, zatímco se dívá.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí na chodníku a dívají se na fotku.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Několik lidí stojí před budovou.
Skupina lidí sedí u stolu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě mladé ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Několik lidí v bílých uniformách sedí u stolu.
Hnědý pes běží po trávě.
Několik lidí sedí u stolu a dívají se na mě.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Dvě ženy v bílé bundě a modrých šortkách si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Skupina lidí sedí na schodech.
Dvě mladé děti si hrají na pláži.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí u stolu a hraje na kytaru.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu na chodníku.
Dvě ženy v bílých šatech stojí u stolu.
Několik lidí stojí před budovou.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Dvě ženy stojí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy v bílých šatech stojí u stolu.
Skupina lidí sedí u stolu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě mladé děti si hrají na pláži.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Skupina lidí sedí u stolu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Malý chlapec v červeném tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách
Dvě ženy v bílé bundě a modrých džínách si hrají na trávě.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy sedí u stolu na chodníku.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
Hnědý pes běží po trávě.
Dvě ženy sedí u stolu, zatímco se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dva psi běží po trávě.
Hnědý pes běží po trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a modrých šortkách si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy a ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách a modrých džínách si hraje na kytaru.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Hnědý pes běží po trávě.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v bílé košili a modrých džínách si hraje na kytaru.
Dvě mladé děti si hrají na pláži.
Několik lidí v bílých uniformách stojí u stolu.
Několik lidí stojí před budovou.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí v bílých šatech a bílých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí stojí u stolu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na schodech.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na zemi.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Malý chlapec v červeném tričku a modrých džínách si hraje na kytaru.
Dvě děti si hrají na trávě.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy v bílé bundě stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Malý chlapec v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílé bundě a modrých džínách si hrají na pláži.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí v bílých uniformách stojí u stolu.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy v bílé bundě a modrých džínách si hrají na pláži.
Muž v červeném tričku a bílé košili a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí stojí před budovou.
Dvě ženy sedí u stolu, zatímco se dívají.
Dvě ženy sedí u stolu, zatímco ostatní sledují.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí v bílých uniformách stojí u stolu.
Dvě ženy sedí na zemi a dívají se do mikrofonu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Několik lidí sedí u stolu.
Dvě ženy a ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Skupina lidí stojí před budovou.
Několik lidí stojí před budovou.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Dvě děti si hrají na trávě.
Dvě děti si hrají na trávě.
Několik lidí stojí u stolu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Skupina lidí stojí u stolu a hraje na kytaru.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech se dívají na mě.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí u stolu a dívají se na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Dvě děti si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu, zatímco se dívá.
Několik lidí v bílých uniformách stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí na chodníku.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Dvě ženy sedí na lavičce a dívají se do mikrofonu.
Skupina lidí stojí u stolu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí stojí u stolu na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku se dívá na něco.
Dvě ženy sedí na lavičce a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě děti si hrají na trávě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Skupina lidí sedí u stolu.
Skupina lidí sedí u stolu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Dvě ženy v bílé bundě a modrých džínách si hrají na trávě.
Muž v modrém triku se dívá do mikrofonu.
Několik lidí sedí u stolu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách sedí na lavičce.
Několik lidí sedí u stolu a jedna žena.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě děti si hrají na trávě.
Dvě mladé děti si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Muž a žena sedí u stolu a hraje na kytaru.
Hnědý pes běží po trávě.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Dvě děti si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu a jí.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí sedí u stolu a hraje na kytaru.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí u stolu.
Několik lidí stojí před budovou.
Několik lidí stojí na ulici.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí stojí u stolu.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena stojí na chodníku.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v červeném tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž a žena sedí u stolu.
Muž a žena v bílých šatech a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Skupina lidí stojí před budovou.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Skupina lidí sedí u stolu a hraje na kytaru.
Muž a žena sedí u stolu a hraje na kytaru.
Skupina lidí sedí na zemi.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu a dívá se do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy stojí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž a žena sedí u stolu, zatímco se dívá.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy a ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Dvě ženy sedí u stolu, zatímco se dívají.
Skupina lidí stojí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Několik lidí stojí u stolu na ulici.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Skupina lidí sedí u stolu.
Dvě ženy sedí u stolu a povídají si se.
Dvě mladé děti si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí u stolu a dívají se na mě.
Dvě ženy sedí u stolu, zatímco ostatní sledují.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy a dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Skupina lidí sedí u stolu.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí na chodníku.
Několik lidí sedí u stolu, zatímco jiný muž v pozadí.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí u stolu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Hnědý pes běží po trávě.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí stojí u stolu, zatímco se dívá.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí na chodníku.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Několik lidí v bílých uniformách stojí u stolu.
Skupina lidí stojí u stolu na chodníku.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Malý chlapec si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Několik lidí stojí před budovou.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí stojí před budovou.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí na schodech.
Skupina lidí stojí na ulici.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v červeném tričku a bílé košili se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy sedí u stolu a povídají si.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Malý chlapec v červeném tričku se dívá do mikrofonu.
Dvě ženy sedí u stolu na chodníku.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy a ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Skupina lidí sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí sedí u stolu, zatímco se dívá.
Malý chlapec v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách stojí na chodníku.
Skupina lidí stojí před budovou.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v červeném tričku a modrých džínách a modrých džínách a modrých džínách se dívá do mikrofonu.
Dvě děti si hrají na trávě.
Muž a žena sedí u stolu, zatímco ostatní se dívají.
Skupina lidí stojí před budovou.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy stojí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Dvě ženy sedí u stolu, zatímco ostatní sledují.
Skupina lidí stojí u stolu a dívají se na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách a modrých džínách sedí na lavičce.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž a žena sedí u stolu a hraje na kytaru.
Muž a žena sedí u stolu.
Skupina lidí stojí u stolu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Dvě mladé děti si hrají na pódiu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí stojí na chodníku.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Skupina lidí stojí na chodníku.
Skupina lidí sedí u stolu a dívají se na mě.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě mladé ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Malý chlapec v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Dvě mladé děti si hrají na trávě.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu na chodníku.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Muž v červeném tričku a bílé bundě sedí na lavičce.
Několik lidí stojí u stolu na ulici.
Skupina lidí sedí na schodech.
Několik lidí stojí před budovou.
Dvě ženy sedí na lavičce a dívají se do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí v bílých šatech a modrých šortkách se dívá na mě.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Muž v červeném tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy v bílé bundě a modrých džínách si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílé bundě a modrých džínách stojí u stolu.
Několik lidí stojí před budovou.
Skupina lidí sedí na lavičce a dívají se na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Několik lidí sedí u stolu a dívá se do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Dvě děti si hrají na trávě.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě mladé ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Skupina lidí sedí u stolu.
Dvě ženy v bílé bundě a modrých džínách stojí u stolu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v červeném tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Malý chlapec v modrém tričku a modrých džínách skáče do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Dvě ženy v bílé bundě a modrých džínách si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Skupina lidí sedí na schodech.
Skupina lidí sedí u stolu a dívají se do mikrofonu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v bílé košili a bílé košili a modrých džínách sedí na lavičce.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílé bundě a modrých džínách si hrají na pláži.
Muž v modrém tričku a modrých džínách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá
Dvě ženy sedí u stolu a povídají si se.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy v bílé bundě a modrých džínách stojí u stolu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy si hrají na kytaru.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Dvě děti si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí stojí na chodníku.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Dvě ženy a ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v červeném tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Skupina lidí sedí u stolu a hraje na kytaru.
