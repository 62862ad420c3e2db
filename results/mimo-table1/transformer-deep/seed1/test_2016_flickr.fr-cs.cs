Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Several people are standing in front of a building.
Skupina lidí sedí u stolu.
Dvě ženy a žena, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Two men are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v modrém tričku a bílých šortkách si hrají na trávě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Two men are sitting on a bench in front of a building.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy sedí u stolu a sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí v bílých uniformách a bílých uniformách sedí u stolu.
Two men are standing in front of a building.
Dvě mladé ženy v bílých uniformách se dívají na oke.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt is looking at aby.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Skupina lidí stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Several people are walking down the street.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech se dívá na mě.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a blue shirt, and a woman in a black shirt, is looking at a camera
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A woman in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílé bundě a černých šortkách si hrají na pláži.
Muž a žena v bílých šatech stojí u stolu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v bílé košili a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí v bílých uniformách a bílých uniformách sedí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech se dívá na mě.
Muž v bílé košili a modrých džínách a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt is looking at aby.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých uniformách a bílých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy a žena, kteří jsou na ulici.
Dvě ženy v bílých šatech si hrají na trávě.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a black shirt and a black shirt is looking at a hraje na kytaru.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a blue shirt.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy v bílé bundě a modrých šortkách si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých šortkách se dívá do aby.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a modrých šortkách si hrají na pláži.
Muž a žena, a woman, jedna žena a woman, jedna žena, jedna žena,
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do aby.
Několik lidí sedí u stolu.
Muž a žena v bílých šatech a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Dvě ženy v bílých šatech si hrají na trávě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Hnědý pes s bílým psem v tlamě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Skupina lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Hnědý pes běží po trávě.
Muž v červeném tričku a bílé košili a modrých džínách a modrých džínách a modrých džínách se dívá
Muž v červeném tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří js
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Two men are sitting on a bench in front of a building.
Skupina lidí stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Hnědý pes má na sobě bílé triko.
Muž v modrém tričku a modrých džínách se dívá na něco.
Two men are sitting on a bench in front of a building.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v bílé košili a modrých džínách se usmívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Dvě ženy a žena, kteří jsou na ulici.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco jiný muž v pozadí.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Several people are standing in front of a building.
Hnědý pes skáče do vzduchu.
Několik lidí sedí u stolu a jedna žena.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech a looking at the camera.
Několik lidí v bílých šatech se dívá na mě.
Muž a žena sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v modrém tričku a bílých šortkách si hrají na trávě.
Skupina lidí sedí na zemi.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž a žena v bílých šatech a modrých džínách stojí u stolu.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Two men, one in a blue shirt, one in a blue shirt, one of the other.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu.
Skupina lidí stojí u stolu a dívají se.
Několik lidí sedí u stolu.
Několik lidí v bílých šatech a bílých šortkách se dívá na mě.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Muž a žena sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v červeném tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Two men are sitting on a bench in the snow.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech stojí u stolu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v červeném tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Two men are sitting on a bench in front of a building.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Skupina lidí sedí u stolu.
Muž a žena v bílých šatech a modrých šortkách se dívá do aby.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech stojí u stolu.
Dvě ženy v bílých šatech si hrají na pláži.
Dvě ženy v bílé košili a modrých šortkách si hrají na trávě.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž a žena sedí u stolu a hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech se dívá na mě.
Několik lidí v bílých uniformách stojí u stolu.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Skupina lidí sedí u stolu.
Muž v červeném tričku a bílé košili a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Several people are sitting on a bench in front of a building.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
A man in a blue shirt is standing on a bench.
Dvě ženy v modrém tričku a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Several people are standing in front of a building.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu a má na sobě na sobě na sobě na sobě na sobě na sobě na sobě
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
A man in a blue shirt and a woman in a blue shirt, looking at a party.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých uniformách stojí u stolu.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v červeném tričku a modrých džínách se usmívá.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří js
Dvě ženy v bílých šatech stojí u stolu.
Černý pes skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá
Two men are standing on a bench in front of a building.
Několik lidí sedí u stolu, zatímco se dívá.
Deux chiens, l'un vêtu d'un T-shirt blanc, l'un T-shirt blanc, l
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech stojí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a blue shirt.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí v bílých šatech a bílých šortkách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Několik lidí sedí u stolu a jí.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A man in a blue shirt and jeans is standing on a bench.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu.
Dvě ženy v bílých šatech si hrají na trávě.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Hnědý pes a bílý pes si hrají v trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Hnědý pes běží po trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Two men are sitting on a bench.
Muž a žena v bílých šatech se dívá na mě.
Muž v červeném tričku a bílé košili a modrých džínách se dívá do vzduchu.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých šortkách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v bílé košili a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a bílých šortkách se usmívá.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž a žena sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Skupina lidí sedí u stolu.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy a žena, kteří, kteří, kteří, kteří, kteří, kteří jsou
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Two men in orange vests are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách a modrých džínách se usmívá.
A man in a blue shirt and a woman in a white shirt.
Několik lidí sedí u stolu.
A man in a blue shirt and a black shirt is looking at the camera.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is standing on a bench.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
A woman in a blue shirt is sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí stojí u stolu, zatímco ostatní se dívají.
Několik lidí sedí u stolu, zatímco se dívá.
Skupina lidí sedí na zemi.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A woman in a blue shirt is sitting on a bench.
Několik lidí sedí u stolu.
Skupina lidí sedí na zemi.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
A man in a bílých šortkách se dívá do vzduchu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu.
Muž a žena v bílých šatech se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém triku se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy v bílých šatech si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a žena sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Two men in orange vests are looking at the camera.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v bílé košili a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Několik lidí sedí u stolu, zatímco se dívá.
A man in a blue shirt and a woman in a red shirt.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž a woman, woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Several people are walking down a path in the woods.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří mají
Muž a žena v bílých šatech stojí u stolu.
Hnědý pes skáče do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A woman in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech si hrají na trávě.
Skupina lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Dvě ženy v bílých šatech si hrají na trávě.
A man in a blue shirt and a woman in a blue shirt are sitting on a bench.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří jsou
Muž a žena v bílých šatech a modrých džínách a modrých džínách sedí na zemi.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy a žena, kteří jsou na ulici.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Two men are sitting on a bench in front of a building.
A man in a blue shirt and a woman in a red shirt are standing in front of a building.
Dvě ženy v bílé bundě a bílých šortkách si hrají na trávě.
Muž v modrém tričku a chráduje aby chytil.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Skupina lidí sedí u stolu a dívají se se do mikrofonu.
Muž a žena v bílých šatech a modrých džínách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Skupina lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Několik lidí v bílých uniformách sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech se dívá na mě.
Skupina lidí sedí u stolu.
Muž a žena, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, a woman, 
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Several people are walking down a street.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na ulici.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na krim.
Skupina lidí sedí na zemi.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí stojí před budovou.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Dvě ženy v bílých šatech stojí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Několik lidí stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí stojí před budovou.
Two men in orange vests are standing in front of a building.
Několik lidí sedí u stolu a dívají se se do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech a modrých šortkách si hrají na pláži.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a woman, a woman, a woman, a woman, a woman, wearing a red shirt,
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Several people are walking down the street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Dvě ženy v bílé košili a modrých šortkách si hrají na trávě.
Dvě ženy sedí u stolu, zatímco se dívají.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech a modrých džínách a mídáduje svou.
A man in a black shirt and black shorts is looking into the air.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Hnědý pes s červeným obojkem skáče do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
A man in a blue shirt is standing in front of a building.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu a jí.
Muž v bílé košili a bílé košili a modrých džínách a modrých džínách a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt is standing on a bench.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v bílé košili a bílé košili a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Dvě ženy v bílých šortkách si hrají na trávě.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí v bílých uniformách stojí u stolu.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech si hrají na trávě.
Muž a žena sedí u stolu.
A man in a blue shirt and a woman in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Skupina lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a jedna žena v bílých šortkách a bílých šortkách se dívá na minnikon.
Muž a žena sedí u stolu.
Two men, one in a blue shirt, one in a blue shirt, one of the other.
Dvě ženy v bílých šatech si hrají na pláži.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu.
A man in a blue shirt and a woman in a red shirt are looking at the camera.
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Dvě ženy sedí u stolu a dívají se do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se usmívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Několik lidí sedí u stolu.
Dvě ženy v bílých šatech si hrají na trávě.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílé bundě a bílých šortkách si hrají na trávě.
Několik lidí sedí u stolu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Několik lidí sedí u stolu, zatímco se dívá.
Muž a žena v bílých šatech sedí na zemi.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž v bílé košili a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž a žena v bílých šatech se dívá do aby.
A man in a blue shirt and a woman in a blue shirt.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž a žena sedí u stolu, zatímco se dívá.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu.
Several people are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
A man in a blue shirt and a baseball cap is being hitt a ball.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu.
Několik lidí sedí u stolu a jí.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí stojí před budovou.
Dvě mladé ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí v bílých uniformách a bílých šortkách se dívá na mě.
Several people are walking down the street.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých šatech a bílých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých
A man in a blue shirt and a woman in a blue shirt are walking down a street.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž a woman in a red shirt and a woman in a blue shirt are looking at a party.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž a žena v bílých šatech se dívá do aby.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Muž a žena sedí u stolu, zatímco se dívá.
Muž a woman in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a bílých šortkách si hrají na ulici.
Skupina lidí sedí u stolu.
A man in a blue shirt and a woman in a red shirt.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Two men are standing in front of a building.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Two men, one in a blue shirt, one in a blue shirt, one of the other.
Několik lidí sedí u stolu.
A man in a blue shirt and a woman in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena sedí u stolu a hraje na kytaru.
Několik lidí v bílých šatech se dívá na mě.
Several people are standing in front of a building.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy v červeném tričku a modrých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí v bílých uniformách sedí u stolu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteř
Muž v modrém tričku se dívá na mě.
Muž a žena v bílých šatech stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na mě.
Dvě ženy sedí u stolu, zatímco ostatní se dívají.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí v bílých uniformách stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Několik lidí sedí u stolu, zatímco se dívá.
Několik lidí sedí u stolu, zatímco ostatní se dívají.
Několik lidí sedí u stolu a dívají se na mě.
Muž v modrém tričku a modrých džínách a modrých džínách se dívá do vzduchu.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří,
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Dvě ženy, kteří, kteří, kteří, kteří, kteří, kteří, kteří mají
Muž a žena v bílých šatech a modrých šortkách si hraje na kytaru.
Muž v modrém tričku a modrých džínách stojí na chodníku.
Muž v modrém tričku a modrých džínách skáče do vzduchu.
Dvě ženy v bílých šatech stojí u stolu.
Dvě ženy v bílých šatech a modrých šortkách si hrají na trávě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech a modrých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí sedí u stolu, zatímco se dívá.
Dvě ženy v bílých šatech a bílých šortkách si hrají na trávě.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do aby.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž a žena v bílých šatech a modrých šortkách si hraje na kytaru.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá na něco.
Two men in a blue shirt and a man in a white shirt are walking down a street.
Několik lidí v bílých šatech a bílých šortkách se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
A man in a blue shirt and a woman in a blue shirt.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v bílé košili a modrých džínách si hraje na kytaru.
Muž a žena v bílých šatech stojí u stolu.
Muž a žena sedí u stolu.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Several people are standing on a bench in front of a building.
Two men, one in a blue shirt, one in a blue shirt, one of the other.
Muž a žena v bílých šatech stojí u stolu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž a žena v bílých šatech se dívá na mě.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Two men are sitting on a bench.
Několik lidí, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří, kteří
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá do vzduchu.
Muž v modrém tričku a modrých džínách se dívá na něco.
Hnědý pes a bílý pes si hraje in the snow.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá do mikrofonu.
Muž v modrém tričku a modrých džínách si hraje na kytaru.
Muž v modrém tričku a modrých džínách a modrých džínách a modrých džínách se usmívá.
Několik lidí v bílých uniformách stojí u stolu.
Několik lidí sedí u stolu, zatímco se dívá.
Muž v modrém tričku a modrých džínách se dívá na něco.
Několik lidí stojí před budovou.
Muž v modrém tričku a modrých džínách stojí na chodníku.
A man in a bílých šortkách se dívá do mikrofonu.
